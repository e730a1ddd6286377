import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerHarness, type ServerHarness } from '#tests/helpers/serverHarness.ts';

let server: ServerHarness;
beforeAll(async () => {
  server = await startServerHarness();
});
afterAll(async () => {
  await server.close();
});

const spanishRequestError = 'No se pudo completar su solicitud. Vuelva a cargar la página e inténtelo de nuevo.';

describe('GET /api/culture/set-language', () => {
  it('remembers an enabled culture in an httpOnly cookie for a year', async () => {
    const response = await server.claimant().request({ method: 'GET', url: '/api/culture/set-language?culture=es' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ culture: 'es' });
    expect(response.cookies).toContainEqual(
      expect.objectContaining({ name: 'claimkit_culture', value: 'es', httpOnly: true, maxAge: 31_536_000, path: '/' }),
    );
  });

  it("makes the server answer in that culture, ahead of the browser's Accept-Language", async () => {
    const response = await server.claimant().request({
      method: 'GET',
      url: '/api/culture/content?culture=fr',
      headers: { 'accept-language': 'en-US,en;q=0.9', cookie: 'claimkit_culture=es' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: spanishRequestError });
  });

  it('ignores a cookie naming a culture the settlement does not offer', async () => {
    const response = await server.claimant().request({
      method: 'GET',
      url: '/api/culture/content?culture=fr',
      headers: { 'accept-language': 'es', cookie: 'claimkit_culture=de' },
    });
    expect(response.json()).toEqual({ error: spanishRequestError });
  });

  it('refuses a culture the settlement does not offer, in the request culture, setting nothing', async () => {
    const response = await server.claimant().request({
      method: 'GET',
      url: '/api/culture/set-language?culture=fr',
      headers: { 'accept-language': 'es' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: spanishRequestError });
    expect(response.cookies.map((cookie) => cookie.name)).not.toContain('claimkit_culture');
  });
});
