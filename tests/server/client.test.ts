import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { loadConfigFromFile } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerModelConfig } from '#pages-config/api/contract.ts';
import type { StartData } from '#pages-config/api/startData.ts';
import { withHeaderImagePreload, withThemeStylesheet } from '#server/pages/pageHtml.ts';
import { scriptSafeJson, withPageContent } from '#server/pages/startData.ts';
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

/** The start data element the server puts last in every page's head (server/pages/startData.ts). */
const startDataElement = /<script type="application\/json" id="claimkit-start-data">(.*?)<\/script><\/head>/s;

/** A page without its start data element. */
const withoutStartData = (page: string) => page.replace(startDataElement, '</head>');

/** The start data a page carries. */
function startDataIn(page: string): StartData {
  const json = startDataElement.exec(page)?.[1];
  if (!json) throw new Error('The page has no start data last in its head.');
  return JSON.parse(json) as StartData;
}

describe('the built client', () => {
  it('answers index.html for /standard/claimant-info', async () => {
    const response = await get('/standard/claimant-info');
    expect([response.statusCode, withoutStartData(response.body)]).toEqual([
      200,
      indexHtmlWith(styleNonceOf(response)),
    ]);
  });

  it('answers index.html for /', async () => {
    const response = await get('/');
    expect(withoutStartData(response.body)).toBe(indexHtmlWith(styleNonceOf(response)));
  });

  it("allows the style nonce the page carries in the response's policy", async () => {
    const response = await get('/');
    expect(response.body).toContain(`<meta property="csp-nonce" nonce="${styleNonceOf(response) ?? 'none'}" />`);
  });

  it('gives every page response a fresh style nonce', async () => {
    const nonces = [styleNonceOf(await get('/')), styleNonceOf(await get('/'))];
    expect([nonces[0]?.length, nonces[0] === nonces[1]]).toEqual([24, false]);
  });

  it('never gives two page responses the same nonce, across the refills of the nonce pool (256 a refill)', async () => {
    const nonces = [];
    for (let count = 0; count < 600; count += 1) nonces.push(styleNonceOf(await get('/faq')));
    expect([new Set(nonces).size, nonces.every((nonce) => nonce?.length === 24)]).toEqual([600, true]);
  });

  it('answers 404 with index.html where the client has no page, for it to show its not-found page', async () => {
    const answers = await Promise.all(['/no/such/page', '/readyz', '/es/no-such-page'].map(get));
    expect(answers.map((response) => [response.statusCode, withoutStartData(response.body)])).toEqual(
      answers.map((response) => [404, indexHtmlWith(styleNonceOf(response))]),
    );
  });

  it('answers 200 at every page of the demo, behind a culture segment too, in any case, with a trailing slash', async () => {
    const paths = ['/', '/standard', '/automotive/claim-details', '/lookup', '/documents-upload', '/faq', '/dates'];
    const more = ['/claim/status', '/page-not-found', '/session-expired', '/es/faq', '/FAQ', '/lookup/'];
    const statuses = await Promise.all([...paths, ...more].map(async (path) => [path, (await get(path)).statusCode]));
    expect(statuses).toEqual([...paths, ...more].map((path) => [path, 200]));
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

describe('the start data in every page', () => {
  const json = async (url: string) => JSON.parse((await get(url)).body) as unknown;

  it('holds the answers the start-up calls would bring, exactly as the API sends them', async () => {
    const data = startDataIn((await get('/standard/claimant-info')).body);
    const pairs = (await json('/api/culture/content?culture=en')) as { key: string; value: string }[];
    expect(data).toEqual({
      culture: 'en',
      content: Object.fromEntries(pairs.map(({ key, value }) => [key, value])),
      settlement: await json('/api/settlement'),
      formsConfig: await json('/api/forms/config'),
      pageOnly: false,
      cultures: await json('/api/cultures'),
      deadlines: await json('/api/deadlines'),
      captcha: await json('/api/captcha'),
      payPalSettings: await json('/api/banking/paypal-settings'),
      charactersWhitelist: await json('/api/characters-whitelist'),
    });
  });

  it("carries, outside the steps behind sign-in, only the model configs of the page's fields", async () => {
    const all = (await json('/api/forms/config')) as ServerModelConfig[];
    const modelsAt = async (url: string) => {
      const data = startDataIn((await get(url)).body);
      return [data.pageOnly, data.formsConfig.map(({ metadata }) => `${metadata.formType} ${metadata.dtoMapping}`)];
    };
    expect(
      await Promise.all(
        ['/', '/Automotive/', '/lookup', '/claim/status', '/faq', '/missing', '/standard/claim-details'].map(modelsAt),
      ),
    ).toEqual([
      [true, ['Standard Credentials']],
      [true, ['Automotive Credentials']],
      // Lookup's record shows only once signed in: its model is not the page's.
      [true, ['Lookup Credentials']],
      [true, []],
      [true, []],
      [true, []],
      [false, all.map(({ metadata }) => `${metadata.formType} ${metadata.dtoMapping}`)],
    ]);
    const pageModel = startDataIn((await get('/')).body).formsConfig[0];
    expect(pageModel).toEqual(all.find(({ metadataHash }) => metadataHash === pageModel?.metadataHash));
  });

  it("keeps, of a page's texts, those it read as it rendered, its fields' messages, and the shared, validation and error texts", async () => {
    const data = startDataIn((await get('/')).body);
    const texts: Record<string, string> = {
      ...data.content,
      LocKey_Site_Faq_Q1: 'A question',
      LocKey_Start_Title: 'File a claim',
    };
    const page = withPageContent({ ...data, content: texts }, ['LocKey_Start_Title']);
    expect(Object.keys(page.content).sort()).toEqual(
      Object.keys(texts)
        .filter(
          (key) =>
            key === 'LocKey_Start_Title' ||
            key.startsWith('LocKey_Credentials_') ||
            key.startsWith('LocKey_Shared_') ||
            key.startsWith('LocKey_Validation_') ||
            key.startsWith('LocKey_Error_'),
        )
        .sort(),
    );
    expect(page.content.LocKey_Credentials_NoticeId_Invalid).toBe(texts.LocKey_Credentials_NoticeId_Invalid);
    // A step behind sign-in keeps every text: the claimant's answers come back into it as it starts.
    const behindSignIn = startDataIn((await get('/standard/claim-details')).body);
    expect(withPageContent(behindSignIn, [])).toBe(behindSignIn);
  });

  it('is in the culture the address asks for (spec §4), the page marked with its language', async () => {
    const page = async (url: string) => {
      const body = (await get(url)).body;
      return [
        startDataIn(body).culture,
        startDataIn(body).content.LocKey_Shared_Next,
        /<html lang="(\w+)"/.exec(body)?.[1],
      ];
    };
    // The stand-in index.html has no lang: the demo's own build has one (tests/e2e checks it).
    expect([await page('/lookup?culture=es'), await page('/es/faq'), await page('/?culture=fr')]).toEqual([
      ['es', 'Siguiente', undefined],
      ['es', 'Siguiente', undefined],
      ['en', 'Next', undefined],
    ]);
  });

  it('is the same for every claimant: nothing of a session is in it', async () => {
    const first = await server.claimant().request({ method: 'GET', url: '/api/csrf' });
    const cookie = String(first.headers['set-cookie']).split(';')[0] ?? '';
    const signedOut = startDataIn((await get('/')).body);
    const withSession = startDataIn(
      (await server.claimant().request({ method: 'GET', url: '/', headers: { cookie } })).body,
    );
    expect(withSession).toEqual(signedOut);
    const { requestToken } = JSON.parse(first.body) as { requestToken: string };
    expect(JSON.stringify(withSession)).not.toContain(requestToken);
  });

  it('goes compressed to a browser that accepts it: with its start data a page is some 65 kB', async () => {
    const response = await server
      .claimant()
      .request({ method: 'GET', url: '/lookup?culture=es', headers: { 'accept-encoding': 'br' } });
    const page = brotliDecompressSync(response.rawPayload).toString('utf8');
    expect([response.headers['content-encoding'], startDataIn(page).culture]).toEqual(['br', 'es']);
  });

  it('cannot close its element or open a comment, whatever the texts say', () => {
    const texts = { title: '</script><script>alert(1)</script><!-- \u2028\u2029' };
    const written = scriptSafeJson(texts);
    expect([written.includes('<'), written.includes('\u2028'), JSON.parse(written)]).toEqual([false, false, texts]);
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

describe('with the theme stylesheets the build writes', () => {
  const themeStylesheets = {
    'jnd-7-0-default': '/app/dist/assets/theme-jnd-7-0-default-a1.css',
    'ftc-7-0-default': '/app/dist/assets/theme-ftc-7-0-default-b2.css',
    'jnd-9-0-kontent': '/app/dist/assets/theme-jnd-9-0-kontent-c3.css',
  };
  let withThemes: ServerHarness;
  let themesDirectory: string;
  beforeAll(async () => {
    themesDirectory = mkdtempSync(join(tmpdir(), 'claimkit-dist-'));
    writeFileSync(join(themesDirectory, 'index.html'), indexHtml);
    writeFileSync(join(themesDirectory, 'theme-stylesheets.json'), JSON.stringify(themeStylesheets));
    withThemes = await startServerHarness({ clientDirectory: themesDirectory });
  });
  afterAll(async () => {
    await withThemes.close();
    rmSync(themesDirectory, { recursive: true, force: true });
  });

  it("links the settlement theme's stylesheet in the page's head, and no other theme's", async () => {
    const claimant = withThemes.claimant();
    const { theme } = (await claimant.request({ method: 'GET', url: '/api/settlement' })).json<{
      theme: keyof typeof themeStylesheets;
    }>();
    const page = (await claimant.request({ method: 'GET', url: '/' })).body;
    const head = page.slice(0, page.indexOf('</head>'));
    const linked = Object.values(themeStylesheets).filter((href) => page.includes(href));
    expect([linked, head]).toEqual([
      [themeStylesheets[theme]],
      expect.stringContaining(`<link rel="stylesheet" href="${themeStylesheets[theme]}" crossorigin />`),
    ]);
  });

  it('leaves the page as it is without the file, or for a theme it does not name', () => {
    const page = '<!doctype html><html><head><title>x</title></head></html>';
    expect([
      withThemeStylesheet(page, null, 'jnd-9-0-kontent'),
      withThemeStylesheet(page, { 'jnd-7-0-default': themeStylesheets['jnd-7-0-default'] }, 'jnd-9-0-kontent'),
    ]).toEqual([page, page]);
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
