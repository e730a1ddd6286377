import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { isApiTarget } from '../../security/requestTarget.ts';

declare module 'fastify' {
  interface FastifyReply {
    /**
     * This response's style nonce, allowed by its Content Security Policy (style-src). The page
     * hands it to the client in a csp-nonce meta element for the styles it must inject at run time.
     */
    readonly styleNonce: string;
  }
}

const styleNonces = new WeakMap<ServerResponse, string>();

/** The response's style nonce, made on first use: fresh and unguessable for every response. */
function styleNonceOf(response: ServerResponse): string {
  let nonce = styleNonces.get(response);
  if (nonce === undefined) {
    nonce = randomBytes(16).toString('base64');
    styleNonces.set(response, nonce);
  }
  return nonce;
}

export interface HelmetPluginOptions {
  /** The captcha widget loads its script, frames and styles from its provider's hosts (spec §7); none while off. */
  captchaHosts: readonly string[];
}

/**
 * Security headers and a strict Content Security Policy. The Vite build emits only external
 * scripts and static CSS files (vanilla-extract), so no inline script and no eval is needed; the
 * policy forbids them. The one inline style is the scroll lock a modal dialog injects while open
 * (Radix's react-remove-scroll adds a <style> element): it carries the response's nonce instead
 * of the policy allowing 'unsafe-inline'.
 *
 * script-src is this origin (and the captcha provider's hosts while captcha is on) and nothing
 * else: the origin serves no JSONP and never serves back what a claimant uploaded, and every
 * response is nosniff, so no answer of the API can be run as a script (ASVS 5.0 3.4.3).
 *
 * HSTS is sent on every response, whatever SECURE_COOKIES says: browsers ignore it over plain
 * HTTP (RFC 6797 §8.1), and behind a TLS-terminating proxy the server cannot always tell that the
 * browser came over HTTPS. One year with subdomains (ASVS 5.0 3.4.1); no preload, which commits
 * the whole domain for good and is the domain owner's decision.
 *
 * Every /api answer is Cache-Control: no-store unless its route says otherwise: they carry
 * personal data (prefill, drafts, PayPal email) or per-session tokens, and it costs nothing on the
 * small public ones (ASVS 5.0 14.3.2). The built client's hashed assets keep their year-long cache
 * (static.ts).
 */
export const helmetPlugin = fp<HelmetPluginOptions>(
  async (app, options) => {
    const captcha = options.captchaHosts;
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...captcha],
          styleSrc: ["'self'", ...captcha, (_request, response) => `'nonce-${styleNonceOf(response)}'`],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'", ...captcha],
          frameSrc: captcha.length > 0 ? captcha : ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      // The site embeds no cross-origin resources that would need CORP headers of their own.
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true, preload: false },
      // Obsolete beside frame-ancestors, but older browsers only know this one.
      xFrameOptions: { action: 'deny' },
    });
    app.addHook('onSend', async (request, reply) => {
      if (isApiTarget(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });
    app.decorateReply('styleNonce', {
      getter(this: { raw: ServerResponse }) {
        return styleNonceOf(this.raw);
      },
    });
  },
  { name: 'helmet' },
);
