import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { loadConfigFromFile } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withHeaderImagePreload } from '#server/plugins/app/errors.ts';
import { startServerHarness, type ServerHarness } from '#tests/helpers/serverHarness.ts';

const indexHtml =
  '<!doctype html><html><head><script type="module" src="/app/dist/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';

const entryScript = 'console.log("claimkit");';

const sourceMap = JSON.stringify({ version: 3, sources: ['../../app/main.tsx'], sourcesContent: ['// the source'] });

let server: ServerHarness;
let clientDirectory: string;
beforeAll(async () => {
  // A stand-in for the Vite build.
  clientDirectory = mkdtempSync(join(tmpdir(), 'claimkit-dist-'));
  mkdirSync(join(clientDirectory, 'assets'), { recursive: true });
  writeFileSync(join(clientDirectory, 'index.html'), indexHtml);
  writeFileSync(join(clientDirectory, 'assets', 'index-abc123.js'), entryScript);
  // The compressed copies the build writes beside each text asset (vite.config.ts).
  writeFileSync(join(clientDirectory, 'assets', 'index-abc123.js.br'), brotliCompressSync(entryScript));
  writeFileSync(join(clientDirectory, 'assets', 'index-abc123.js.gz'), gzipSync(entryScript));
  // A source map a build made with them turned on would leave beside the asset, compressed copies too.
  writeFileSync(join(clientDirectory, 'assets', 'index-abc123.js.map'), sourceMap);
  writeFileSync(join(clientDirectory, 'assets', 'index-abc123.js.map.br'), brotliCompressSync(sourceMap));
  server = await startServerHarness({ clientDirectory });
});
afterAll(async () => {
  await server.close();
  rmSync(clientDirectory, { recursive: true, force: true });
});

const get = (url: string) => server.claimant().request({ method: 'GET', url });

/** The style nonce a response's Content Security Policy allows. */
function styleNonceOf(response: { headers: Record<string, unknown> }): string | undefined {
  return /style-src [^;]*'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
}

// The demo settlement's layout (kontent) shows this header image: the page preloads it.
const headerImagePreload =
  '<link rel="preload" href="/app/dist/images/northwind-header.svg" as="image" fetchpriority="high" />';

/**
 * index.html as a response with this style nonce serves it: the nonce in a meta element first in
 * the head, then the header image's preload.
 */
function indexHtmlWith(nonce: string | undefined): string {
  return indexHtml.replace('<head>', `<head><meta property="csp-nonce" nonce="${nonce}" />${headerImagePreload}`);
}

describe('the built client', () => {
  it('answers index.html for /standard/claimant-info', async () => {
    const response = await get('/standard/claimant-info');
    expect([response.statusCode, response.body]).toEqual([200, indexHtmlWith(styleNonceOf(response))]);
  });

  it('answers index.html for /', async () => {
    const response = await get('/');
    expect(response.body).toBe(indexHtmlWith(styleNonceOf(response)));
  });

  it("allows the style nonce the page carries in the response's policy", async () => {
    const response = await get('/');
    expect(response.body).toContain(`<meta property="csp-nonce" nonce="${styleNonceOf(response) ?? 'none'}" />`);
  });

  it('gives every page response a fresh style nonce', async () => {
    const nonces = [styleNonceOf(await get('/')), styleNonceOf(await get('/'))];
    expect([nonces[0]?.length, nonces[0] === nonces[1]]).toEqual([24, false]);
  });

  it('answers index.html for an unknown page, for the client to show its not-found page', async () => {
    expect((await get('/no/such/page')).statusCode).toBe(200);
  });

  it('answers index.html as HTML', async () => {
    expect((await get('/standard')).headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('answers index.html with Cache-Control no-cache', async () => {
    expect((await get('/standard/claimant-info')).headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets under /app/dist/ with a long cache', async () => {
    const response = await get('/app/dist/assets/index-abc123.js');
    expect([response.statusCode, response.headers['cache-control']]).toEqual([
      200,
      'public, max-age=31536000, immutable',
    ]);
  });

  it('sends an asset Brotli-compressed to a browser that accepts it, gzip to one that takes only gzip', async () => {
    const asset = (encoding: string) =>
      server.claimant().request({
        method: 'GET',
        url: '/app/dist/assets/index-abc123.js',
        headers: { 'accept-encoding': encoding },
      });
    const brotli = await asset('gzip, deflate, br');
    const gzip = await asset('gzip');
    const plain = await asset('identity');

    expect([brotli.headers['content-encoding'], brotliDecompressSync(brotli.rawPayload).toString()]).toEqual([
      'br',
      entryScript,
    ]);
    expect([gzip.headers['content-encoding'], gunzipSync(gzip.rawPayload).toString()]).toEqual(['gzip', entryScript]);
    expect([plain.headers['content-encoding'], plain.body]).toEqual([undefined, entryScript]);
    expect(brotli.headers.vary).toContain('accept-encoding');
  });

  it('answers 404 for a source map, even one left in the build', async () => {
    const maps = await Promise.all(
      ['identity', 'br'].map((encoding) =>
        server.claimant().request({
          method: 'GET',
          url: '/app/dist/assets/index-abc123.js.map',
          headers: { 'accept-encoding': encoding },
        }),
      ),
    );
    expect(maps.map((response) => [response.statusCode, response.body.includes('sources')])).toEqual([
      [404, false],
      [404, false],
    ]);
  });

  it('answers 404, not index.html, for a missing asset', async () => {
    expect((await get('/app/dist/assets/missing.js')).statusCode).toBe(404);
  });

  it('still answers 404 JSON for an unknown API route', async () => {
    expect((await get('/api/missing')).headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('sends a Content Security Policy without unsafe-inline or unsafe-eval', async () => {
    expect((await get('/')).headers['content-security-policy']).not.toMatch(/unsafe-(inline|eval)/);
  });
});

describe('the production build', () => {
  it("writes no source maps: the client's sources are not published with it", async () => {
    const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, resolve('vite.config.ts'));
    expect(loaded?.config.build?.sourcemap).toBe(false);
  });
});

describe('without a built client', () => {
  it('answers 404 JSON for a page route', async () => {
    const bare = await startServerHarness();
    try {
      expect((await bare.claimant().request({ method: 'GET', url: '/standard/claimant-info' })).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

describe('with the font preloads the build writes', () => {
  const fontPreloads = {
    'jnd-7-0-default': '/app/dist/assets/source-sans-3-latin-wght-normal-a1.woff2',
    'ftc-7-0-default': '/app/dist/assets/public-sans-latin-wght-normal-b2.woff2',
    'jnd-9-0-kontent': '/app/dist/assets/inter-latin-wght-normal-c3.woff2',
  };
  let withFonts: ServerHarness;
  let fontsDirectory: string;
  beforeAll(async () => {
    fontsDirectory = mkdtempSync(join(tmpdir(), 'claimkit-dist-'));
    writeFileSync(join(fontsDirectory, 'index.html'), indexHtml);
    writeFileSync(join(fontsDirectory, 'font-preloads.json'), JSON.stringify(fontPreloads));
    withFonts = await startServerHarness({ clientDirectory: fontsDirectory });
  });
  afterAll(async () => {
    await withFonts.close();
    rmSync(fontsDirectory, { recursive: true, force: true });
  });

  it("preloads the settlement theme's font file, and no other theme's", async () => {
    const claimant = withFonts.claimant();
    const { theme } = (await claimant.request({ method: 'GET', url: '/api/settlement' })).json<{
      theme: keyof typeof fontPreloads;
    }>();
    const page = (await claimant.request({ method: 'GET', url: '/' })).body;
    const preloaded = Object.values(fontPreloads).filter((href) => page.includes(href));
    expect([preloaded, page]).toEqual([
      [fontPreloads[theme]],
      expect.stringContaining(
        `<link rel="preload" href="${fontPreloads[theme]}" as="font" type="font/woff2" crossorigin />`,
      ),
    ]);
  });
});

describe('the header image preload', () => {
  const page = '<!doctype html><html><head><title>x</title></head></html>';
  const logo = { logoSrc: '/app/dist/images/logo.svg', logoAlt: 'Logo' };
  const branding = { ...logo, headerImageSrc: '/app/dist/images/wide.svg' };

  it('is added for the kontent layout, which shows the header image', () => {
    expect(withHeaderImagePreload(page, { layout: 'kontent', branding })).toContain(
      '<head><link rel="preload" href="/app/dist/images/wide.svg" as="image" fetchpriority="high" /><title>',
    );
  });

  it('is left out where no header image shows: other layouts, or none configured', () => {
    expect(withHeaderImagePreload(page, { layout: 'ftc', branding })).toBe(page);
    expect(withHeaderImagePreload(page, { layout: 'kontent', branding: logo })).toBe(page);
  });
});
