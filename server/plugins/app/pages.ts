import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { chooseCulture, firstSegmentOf } from '#pages-config/rules/chooseCulture.ts';
import { isPagePath, pagePathsOf } from '#pages-config/rules/pagePaths.ts';
import {
  withFontPreload,
  withHeaderImagePreload,
  withLanguage,
  withStartData,
  withStyleNonce,
  withThemeStylesheet,
} from '#server/pages/pageHtml.ts';
import { startDataElements } from '#server/pages/startData.ts';
import { settlementAnswer } from '#server/settlement/publicAnswers.ts';

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
function decodedPath(url: string): string {
  const path = new URL(url, 'http://page').pathname;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * The pages of the site: every GET that is not the API or an asset answers the built client's
 * index.html (the React router shows the page, its own not-found page included: with a 404 where
 * the client has no page, pages-config/rules/pagePaths.ts), in the culture
 * the client will choose (spec §4: the `culture` query parameter, then the address's first
 * segment, then the settlement's default), so the texts inlined are the ones the page shows. A
 * route rather than the not-found handler, so the global compression hook compresses it.
 */
export const pagesPlugin = fp(
  async (app) => {
    const service = app.settlement;
    const startData = startDataElements({ settlement: service, captcha: app.captcha.settings, payPal: app.payPal });
    const pagePaths = pagePathsOf(settlementAnswer(service));

    const pageFor = async (indexFile: string, request: FastifyRequest, styleNonce: string) => {
      const url = new URL(request.url, 'http://page');
      const culture = chooseCulture({
        query: url.searchParams.get('culture'),
        address: firstSegmentOf(url.pathname),
        active: null,
        defaultCulture: service.settlement.cultures.default,
        enabled: service.enabledCultures,
      });
      // Read per request: a rebuilt client is served without a restart; the files are small.
      const { theme } = service.settlement;
      const index = await readFile(indexFile, 'utf8');
      const themed = withThemeStylesheet(index, await readThemeFiles(indexFile, 'theme-stylesheets.json'), theme);
      const page = withHeaderImagePreload(
        withFontPreload(themed, await readThemeFiles(indexFile, 'font-preloads.json'), theme),
        service.settlement,
      );
      return withStyleNonce(withStartData(withLanguage(page, culture), startData.get(culture) ?? ''), styleNonce);
    };

    app.get('/*', async (request, reply) => {
      if (!app.clientIndexFile || !isPageRoute(request)) return reply.callNotFound();
      const html = await pageFor(app.clientIndexFile, request, reply.styleNonce);
      // An address with no page (/readyz, /wp-login.php) is a 404 to crawlers, monitors and
      // caches; the browser still gets the app, which shows its not-found page.
      const path = decodedPath(request.url);
      const status = isPagePath(path, pagePaths, service.enabledCultures) ? 200 : 404;
      return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    });
  },
  { name: 'pages', dependencies: ['settlement', 'static', 'captcha', 'wallet'] },
);
