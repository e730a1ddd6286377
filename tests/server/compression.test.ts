import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerHarness, type ServerHarness } from '#tests/helpers/serverHarness.ts';

let server: ServerHarness;
beforeAll(async () => {
  server = await startServerHarness();
});
afterAll(async () => {
  await server.close();
});

const get = (url: string, acceptEncoding?: string) =>
  server.claimant().request({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('compressed answers', () => {
  it('sends the forms config Brotli-compressed to a browser that accepts it, the same JSON inside', async () => {
    const plain = await get('/api/forms/config');
    const brotli = await get('/api/forms/config', 'gzip, deflate, br');

    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('sends gzip to a browser that takes only gzip', async () => {
    const gzip = await get('/api/settlement', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual((await get('/api/settlement')).json());
  });

  it('leaves a small answer as it is', async () => {
    const response = await get('/api/csrf', 'br');
    expect([response.headers['content-encoding'], response.statusCode]).toEqual([undefined, 200]);
  });
});
