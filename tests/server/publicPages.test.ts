import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadlinesAnswer } from '#server/settlement/publicAnswers.ts';
import { renderedPageExpiry } from '#server/pages/publicPages.ts';
import { demoMembers, startServerHarness, type ServerHarness } from '#tests/helpers/serverHarness.ts';

// The page route with a stand-in for the client's server renderer (app/dist-server beside
// app/dist), which says how often it rendered: what the route does with what it is given.
const indexHtml =
  '<!doctype html><html lang="en"><head><title>File a Claim</title></head><body><div id="root"></div></body></html>';
const renderer = `
let renders = 0;
export const renderPage = async (url, startData) => {
  renders += 1;
  if (url.startsWith('/standard/claimant-info'))
    return { kind: 'redirect', location: '/session-expired?form=standard&culture=' + startData.culture };
  return { kind: 'page', html: '<main><h1>' + url + '</h1><p>render ' + renders + '</p></main>', title: 'Page in ' + startData.culture, documentClass: 'theme-x' };
};`;

let server: ServerHarness;
let folder: string;
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'claimkit-rendered-'));
  mkdirSync(join(folder, 'dist'));
  mkdirSync(join(folder, 'dist-server'));
  writeFileSync(join(folder, 'dist', 'index.html'), indexHtml);
  writeFileSync(join(folder, 'dist-server', 'entry-server.js'), renderer);
  server = await startServerHarness({ clientDirectory: join(folder, 'dist') });
});
afterAll(async () => {
  await server.close();
  rmSync(folder, { recursive: true, force: true });
});

/** A page's HTML with its response's style nonce taken out: the rest is what every claimant gets. */
const withoutNonce = (html: string) => html.replace(/nonce="[^"]*"/, 'nonce=""');

describe('server-rendered public pages', () => {
  it('are the same for every claimant, signed in or not, rendered once', async () => {
    const visitor = server.claimant();
    const signedIn = server.claimant();
    await signedIn.authorize(demoMembers.alex);
    const first = await visitor.request({ method: 'GET', url: '/faq?utm_source=mail' });
    const second = await signedIn.request({ method: 'GET', url: '/faq' });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(withoutNonce(second.body)).toBe(withoutNonce(first.body));
    expect(first.body).toContain('<div id="root"><main><h1>/faq?culture=en</h1><p>render 1</p></main></div>');
    expect(first.body).toContain('<title>Page in en</title>');
    expect(first.body).toContain('<html lang="en" class="theme-x">');
    // Nothing of a session in the page, and not kept by any cache on the way.
    expect(second.headers['cache-control']).toBe('no-cache');
    expect(second.headers['set-cookie']).toBeUndefined();
  });

  it('each with its own style nonce, the one its policy allows', async () => {
    const responses = await Promise.all([1, 2].map(() => server.claimant().request({ method: 'GET', url: '/faq' })));
    const nonces = responses.map((response) => /nonce="([^"]+)"/.exec(response.body)?.[1]);
    expect(nonces[0]).not.toBe(nonces[1]);
    responses.forEach((response, index) =>
      expect(String(response.headers['content-security-policy'])).toContain(`'nonce-${nonces[index]}'`),
    );
  });

  it('go gzipped to a browser that takes gzip, the same page', async () => {
    const response = await server.claimant().request({
      method: 'GET',
      url: '/faq?culture=es',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect([response.headers['content-encoding'], response.headers.vary]).toEqual(['gzip', 'accept-encoding']);
    const html = gunzipSync(response.rawPayload).toString();
    expect(html).toContain('<main><h1>/faq?culture=es</h1>');
    expect(html).toMatch(/<meta property="csp-nonce" nonce="[^"]+" \/>/);
  });

  it('answer a step behind sign-in with the redirect its route makes', async () => {
    const response = await server.claimant().request({ method: 'GET', url: '/standard/claimant-info?culture=es' });
    expect([response.statusCode, response.headers.location]).toEqual([
      302,
      '/session-expired?form=standard&culture=es',
    ]);
  });

  it('clean a query value with other characters by a redirect first (spec §2)', async () => {
    const response = await server.claimant().request({ method: 'GET', url: '/faq?culture=es%3Cscript%3E' });
    expect([response.statusCode, response.headers.location]).toEqual([302, '/faq?culture=esscript']);
  });

  it('answer an address with no page with the not-found page, marked with where it was rendered', async () => {
    const response = await server.claimant().request({ method: 'GET', url: '/wp-login.php' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain(
      '<div id="root" data-page-address="/page-not-found?culture=en"><main><h1>/page-not-found?culture=en</h1>',
    );
  });

  it('are kept until the next deadline passes, or the new year', () => {
    const deadlines = deadlinesAnswer(server.app.settlement);
    const claimsClose = new Date(deadlines.claimFilingDeadline.deadline!).getTime();
    const vehiclesClose = new Date(deadlines.automotiveFilingDeadline.deadline!).getTime();
    expect(renderedPageExpiry(deadlines, new Date('2026-11-28T12:00:00Z'))).toBe(new Date(2027, 0, 1).getTime());
    expect(renderedPageExpiry(deadlines, new Date('2027-02-01T12:00:00Z'))).toBe(vehiclesClose + 1);
    expect(renderedPageExpiry(deadlines, new Date(vehiclesClose + 1))).toBe(claimsClose + 1);
  });
});
