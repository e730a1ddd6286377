import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { StartData } from '#pages-config/api/startData.ts';
import { chooseCulture, firstSegmentOf } from '#pages-config/rules/chooseCulture.ts';
import { isPagePath, pagePathsOf } from '#pages-config/rules/pagePaths.ts';
import { sanitizeQuery } from '#pages-config/rules/queryValues.ts';
import {
  withDocumentClass,
  withFontPreload,
  withHeaderImagePreload,
  withLanguage,
  withPageAddress,
  withRenderedApp,
  withStartData,
  withStyleNonce,
  withThemeStylesheet,
  withTitle,
} from '#server/pages/pageHtml.ts';
import { gzipWithHole } from '#server/pages/gzipWithHole.ts';
import { expiringCache, loadPageRenderer, renderedPageExpiry } from '#server/pages/publicPages.ts';
import { startDataElement, startDataForPage, startDataOf, withPageContent } from '#server/pages/startData.ts';
import { deadlinesAnswer, settlementAnswer } from '#server/settlement/publicAnswers.ts';

/**
 * One of the build's theme → file maps next to index.html (font-preloads.json,
 * theme-stylesheets.json), or null when the build wrote none.
 */
async function readThemeFiles(indexFile: string, name: string): Promise<Record<string, string> | null> {
  try {
    return JSON.parse(await readFile(join(dirname(indexFile), name), 'utf8')) as Record<string, string>;
  } catch {
    return null;
  }
}

/** Whether a GET is for a page of the client (not the API, not an asset). */
function isPageRoute(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  return path !== '/api' && !path.startsWith('/api/') && !path.startsWith('/app/dist/');
}

/** The path of a request's URL, percent-decoded as the client's router reads it (as it is, if malformed). */
function decodedPath(url: URL): string {
  try {
    return decodeURIComponent(url.pathname);
  } catch {
    return url.pathname;
  }
}

/** Where a page's style nonce goes: a mark no page text has. */
const nonceHole = '\u0000style-nonce\u0000';

/**
 * A page as the server sends it, kept whole but for the response's style nonce: as text, and
 * gzipped once (gzipWithHole), so a response costs no compression of its own.
 */
interface PageDocument {
  kind: 'page';
  text: (nonce: string) => string;
  gzipped: (nonce: string) => Buffer;
}
type PublicPage = PageDocument | { kind: 'redirect'; location: string };

/** The page of a document, the nonce's meta element first in its head (withStyleNonce). */
function pageDocument(document: string): PageDocument {
  const [before = '', after = ''] = withStyleNonce(document, nonceHole).split(nonceHole);
  let gzipped: ((nonce: string) => Buffer) | undefined;
  return {
    kind: 'page',
    text: (nonce) => `${before}${nonce}${after}`,
    // Compressed when first asked for: the one made for a failed render is seldom sent twice.
    gzipped: (nonce) => (gzipped ??= gzipWithHole(before, after))(nonce),
  };
}

/** What a page's address asks for: the same query with its values cleaned, or a page (its cache key). */
type AddressResolution =
  { kind: 'cleaned'; location: string } | { kind: 'page'; culture: string; known: boolean; key: string };
const resolvedAddressLimit = 1000;
const resolvedAddressLength = 256;

/** The last Accept-Encoding read and whether it takes gzip: browsers send a handful of spellings. */
let lastAcceptEncoding: { header: string; gzip: boolean } | null = null;

/** Whether the browser takes gzip (RFC 9110 §12.5.3: `gzip` or `*`, not at q=0), as every browser does. */
function acceptsGzip(request: FastifyRequest): boolean {
  const header = request.headers['accept-encoding'] ?? '';
  if (lastAcceptEncoding?.header === header) return lastAcceptEncoding.gzip;
  const gzip = takesGzip(header);
  lastAcceptEncoding = { header, gzip };
  return gzip;
}

function takesGzip(header: string): boolean {
  return header.split(',').some((entry) => {
    const [coding = '', ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    return (coding === 'gzip' || coding === '*') && (quality === undefined || Number(quality.slice(2)) > 0);
  });
}

/**
 * The pages of the site: every GET that is not the API or an asset. The page's culture is the one
 * the client will choose (spec §4: the `culture` query parameter, then the address's first
 * segment, then the settlement's default). Each page is rendered on the server (app/entry-server.tsx)
 * with its texts, settlement and start data inlined, once per culture and address, and kept until
 * a deadline or the new year could change it: the public pages are the same for every claimant
 * (nothing of a session is read). A page whose routes lead elsewhere as they render (a step behind
 * sign-in, a passed deadline, an address in a culture's folder) is answered with that redirect;
 * an address with no page (/readyz, /wp-login.php) gets the not-found page with a 404, for
 * crawlers, monitors and caches. Without a built renderer the page is the bare shell the client
 * renders by itself. A route rather than the not-found handler, so the global compression hook
 * compresses it.
 */
export interface PagesPluginOptions {
  /** The server's clock: a page is rendered as it reads at this time (deadlines). */
  now: () => Date;
}

export const pagesPlugin = fp<PagesPluginOptions>(
  async (app, options) => {
    const indexFile = app.clientIndexFile;
    if (!indexFile) return;
    const service = app.settlement;
    const { theme } = service.settlement;
    const sources = { settlement: service, captcha: app.captcha.settings, payPal: app.payPal };
    const startData = new Map<string, StartData>(
      service.enabledCultures.map((culture) => [culture, startDataOf(sources, culture)]),
    );
    const pagePaths = pagePathsOf(settlementAnswer(service));
    const deadlines = deadlinesAnswer(service);
    const shell = withHeaderImagePreload(
      withFontPreload(
        withThemeStylesheet(
          await readFile(indexFile, 'utf8'),
          await readThemeFiles(indexFile, 'theme-stylesheets.json'),
          theme,
        ),
        await readThemeFiles(indexFile, 'font-preloads.json'),
        theme,
      ),
      service.settlement,
    );
    const render = await loadPageRenderer(indexFile).catch((error: unknown) => {
      // The site stays up: its pages go out as the bare shell, which the client renders itself.
      app.log.error({ err: error }, 'The server renderer could not be loaded: pages go out unrendered');
      return null;
    });

    /** The start data of the page at `address` in `culture`. */
    const startDataAt = (culture: string, address: string): StartData => {
      const data = startData.get(culture);
      if (!data) throw new Error(`No start data for the culture ${culture}`);
      return startDataForPage(data, new URL(address, 'http://page').pathname);
    };
    /** The shell in a culture, with a page's start data: the page the client renders by itself. */
    const shellIn = (data: StartData): string =>
      withStartData(withLanguage(shell, data.culture), startDataElement(data));
    /**
     * The page at `address` in `culture`; `answeredAt`, when it is answered at another address (an
     * unknown one gets the not-found page), marks it for the client to take its address up.
     */
    const pageAt = async (culture: string, address: string, answeredAt: string, now: Date): Promise<PublicPage> => {
      const data = startDataAt(culture, address);
      if (!render) return pageDocument(shellIn(data));
      const rendered = await render(address, data, now);
      if (rendered.kind === 'redirect') return rendered;
      const page = shellIn(withPageContent(data, rendered.contentKeys));
      const titled = rendered.title === null ? page : withTitle(page, rendered.title);
      const document = withRenderedApp(withDocumentClass(titled, rendered.documentClass), rendered.html);
      return pageDocument(answeredAt === address ? document : withPageAddress(document, address));
    };
    const publicPage = expiringCache(
      (key, now) => {
        const [culture = '', address = '', answeredAt = ''] = key.split(' ');
        return pageAt(culture, address, answeredAt, now);
      },
      (now) => renderedPageExpiry(deadlines, now),
      options.now,
    );

    /** What a page's address asks for, worked out from the address alone (resolvedAddress). */
    const resolve = (requestUrl: string): AddressResolution => {
      const url = new URL(requestUrl, 'http://page');
      // Spec §2: a query value with other characters than letters, digits, - and _ is cleaned.
      const cleanedQuery = sanitizeQuery(url.search);
      if (cleanedQuery !== null) return { kind: 'cleaned', location: `${url.pathname}${cleanedQuery}` };
      const culture = chooseCulture({
        query: url.searchParams.get('culture'),
        address: firstSegmentOf(url.pathname),
        active: null,
        defaultCulture: service.settlement.cultures.default,
        enabled: service.enabledCultures,
      });
      const known = isPagePath(decodedPath(url), pagePaths, service.enabledCultures);
      // The page's address as far as it reads it: the culture, and the form the session-expired
      // page starts again; other query values (a mailing's tracking) change nothing on it.
      const form = url.searchParams.get('form');
      const query = new URLSearchParams({ culture, ...(form ? { form } : {}) });
      const address = known ? `${url.pathname}?${query.toString()}` : `/page-not-found?culture=${culture}`;
      return { kind: 'page', culture, known, key: `${culture} ${address} ${known ? address : 'elsewhere'}` };
    };
    const resolutions = new Map<string, AddressResolution>();
    /**
     * The resolution of a request's address, kept for the addresses asked for most (the site's
     * own links): at most resolvedAddressLimit of them, none longer than resolvedAddressLength,
     * as addresses are the claimant's to choose.
     */
    const resolvedAddress = (requestUrl: string): AddressResolution => {
      const kept = resolutions.get(requestUrl);
      if (kept) return kept;
      const resolution = resolve(requestUrl);
      if (requestUrl.length <= resolvedAddressLength && resolutions.size < resolvedAddressLimit)
        resolutions.set(requestUrl, resolution);
      return resolution;
    };

    app.get('/*', async (request, reply) => {
      if (!isPageRoute(request)) return reply.callNotFound();
      const resolution = resolvedAddress(request.url);
      if (resolution.kind === 'cleaned') return reply.header('cache-control', 'no-cache').redirect(resolution.location);
      const { culture, known } = resolution;
      let page: PublicPage;
      try {
        page = await publicPage(resolution.key);
      } catch (error) {
        // The claimant still gets the page: the bare shell, which the client renders by itself.
        request.log.error({ err: error }, 'The page could not be rendered on the server');
        page = pageDocument(shellIn(startDataAt(culture, request.url)));
      }
      reply.header('cache-control', 'no-cache');
      if (page.kind === 'redirect') return reply.redirect(page.location);
      reply
        .code(known ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('vary', 'accept-encoding');
      if (!acceptsGzip(request)) return reply.send(page.text(reply.styleNonce));
      return reply.header('content-encoding', 'gzip').send(page.gzipped(reply.styleNonce));
    });
  },
  { name: 'pages', dependencies: ['settlement', 'static', 'captcha', 'wallet'] },
);
