import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { Settlement } from '#pages-config/schema/settlement.ts';
import { ClientError } from '../../errors.ts';
import { tooManyRequestsMessage } from '../../security/abuseMessages.ts';

/**
 * The body shape errors take on a route. Spec §3: the authorize and submit answers keep their own
 * shape on 400/401 (the client reads `error` from them); everything else is `{ error }`.
 */
export type ErrorShape = 'plain' | 'authorize' | 'submit';

declare module 'fastify' {
  interface FastifyContextConfig {
    errorShape?: ErrorShape;
  }
}

export function errorBody(shape: ErrorShape, message: string, captcha: 'required' | null = null) {
  switch (shape) {
    case 'authorize':
      return { authorized: false, error: message, captcha, prepopulatedData: [] };
    case 'submit':
      return { nonMatchingPaymentElection: false, error: message, referenceCodeForm: null };
    default:
      return { error: message };
  }
}

/**
 * The page with the response's style nonce in a csp-nonce meta element, first in its head: the
 * client hands it to the modal's scroll lock, whose injected <style> the policy would block
 * without it. Browsers hide the attribute's value once parsed (from CSS selectors and
 * getAttribute); the client reads the element's nonce property.
 */
export function withStyleNonce(html: string, nonce: string): string {
  return firstInHead(html, `<meta property="csp-nonce" nonce="${nonce}" />`);
}

/** The page with markup inserted right after its <head …> opening tag; unchanged without one. */
function firstInHead(html: string, markup: string): string {
  const opening = /<head[\s>]/i.exec(html);
  const end = opening ? html.indexOf('>', opening.index) : -1;
  return end < 0 ? html : `${html.slice(0, end + 1)}${markup}${html.slice(end + 1)}`;
}

/**
 * The page with a preload of the theme's font file first in its head, so the text above the fold
 * does not wait for the stylesheet to name the font. The build writes which file each theme uses
 * (font-preloads.json next to index.html); without it, or for a theme it does not name, the page
 * is unchanged.
 */
export function withFontPreload(html: string, fontPreloads: Record<string, string> | null, theme: string): string {
  const href = fontPreloads?.[theme];
  if (!href) return html;
  return firstInHead(html, `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin />`);
}

/**
 * The page with a preload of the header image, at high priority, when the layout shows one (the
 * kontent layout): it is the largest thing on the first screen, and without this the browser learns
 * of it only once the script has drawn the header (Lighthouse's largest contentful paint).
 */
export function withHeaderImagePreload(html: string, settlement: Pick<Settlement, 'layout' | 'branding'>): string {
  const href = settlement.layout === 'kontent' ? settlement.branding?.headerImageSrc : undefined;
  if (!href) return html;
  const attribute = href.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  return firstInHead(html, `<link rel="preload" href="${attribute}" as="image" fetchpriority="high" />`);
}

/** The build's theme → font file map, or null when the build wrote none. */
async function readFontPreloads(indexFile: string): Promise<Record<string, string> | null> {
  try {
    return JSON.parse(await readFile(join(dirname(indexFile), 'font-preloads.json'), 'utf8')) as Record<string, string>;
  } catch {
    return null;
  }
}

/**
 * PostgreSQL's errors for text it cannot hold: a NUL character in text (22021,
 * character_not_in_repertoire) or in JSON (22P05, untranslatable_character).
 */
const unstorableTextCodes = new Set(['22021', '22P05']);

/** Whether a not-found GET is a client-side route of the single-page app (not API, not an asset). */
function isPageRoute(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    path !== '/api' &&
    !path.startsWith('/api/') &&
    !path.startsWith('/app/dist/')
  );
}

/**
 * Every error is JSON `{ error }` in the claimant's culture, never a stack trace. Client errors
 * say what to do; server faults are logged in full and answered with the catalogue's generic text
 * (spec §8, LocKey_Shared_ErrorMessage_Problem). Unknown page routes answer the client's
 * index.html so the React router shows them (including its own not-found page).
 */
export const errorsPlugin = fp(
  async (app) => {
    const text = (request: FastifyRequest, key: string) =>
      app.settlement.text(request.culture || app.settlement.settlement.cultures.default, key);

    app.setErrorHandler((error: FastifyError, request, reply) => {
      const shape = request.routeOptions.config?.errorShape ?? 'plain';
      if (error instanceof ClientError) {
        return reply.code(error.statusCode).send(errorBody(shape, error.message, error.captcha));
      }
      if (error.validation) {
        // A path segment outside the route's enum (e.g. an unknown form type) is a missing
        // resource, not a malformed request.
        const status = error.validationContext === 'params' ? 404 : 400;
        request.log.info(
          { validation: error.validation, context: error.validationContext },
          'request failed validation',
        );
        return reply
          .code(status)
          .send(
            errorBody(
              shape,
              text(request, status === 404 ? 'LocKey_NotFound_Body' : 'LocKey_Shared_ErrorMessage_Request'),
            ),
          );
      }
      if (unstorableTextCodes.has(String(error.code))) {
        // PostgreSQL refuses a NUL character in text (SQLite takes it): only a claimant's input
        // carries one, so it is a malformed request, refused whole (its transaction rolled back).
        request.log.info({ code: error.code }, 'request refused: text the database cannot hold');
        return reply.code(400).send(errorBody(shape, text(request, 'LocKey_Shared_ErrorMessage_Request')));
      }
      const status = error.statusCode ?? 500;
      if (status === 429) {
        return reply.code(429).send(errorBody(shape, tooManyRequestsMessage(app.settlement, request.culture)));
      }
      if (status >= 400 && status < 500) {
        request.log.info({ code: error.code, message: error.message }, 'request refused');
        return reply.code(status).send(errorBody(shape, text(request, 'LocKey_Shared_ErrorMessage_Request')));
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(errorBody(shape, text(request, 'LocKey_Shared_ErrorMessage_Problem')));
    });

    app.setNotFoundHandler(async (request, reply) => {
      if (isPageRoute(request) && app.clientIndexFile) {
        // Read per request: a rebuilt client is served without a restart; the files are small.
        const page = withHeaderImagePreload(
          withFontPreload(
            await readFile(app.clientIndexFile, 'utf8'),
            await readFontPreloads(app.clientIndexFile),
            app.settlement.settlement.theme,
          ),
          app.settlement.settlement,
        );
        const html = withStyleNonce(page, reply.styleNonce);
        return reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
      }
      return reply.code(404).send({ error: text(request, 'LocKey_NotFound_Body') });
    });
  },
  { name: 'errors', dependencies: ['settlement', 'static'] },
);
