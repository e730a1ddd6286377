import { randomFillSync } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
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

const nonceBytes = 16;
/**
 * Random bytes for the next 256 nonces, drawn from the CSPRNG at once and each used once: one call
 * into the CSPRNG per 256 responses instead of one per response, as Node's randomUUID caches its
 * entropy. The bytes are as unguessable; what the pool holds is only ever sent out as a nonce.
 */
const noncePool = Buffer.alloc(nonceBytes * 256);
let noncePoolOffset = noncePool.length;

/** A fresh nonce: 16 random bytes in base64 (CSP3 §2.3.1 asks for at least 128 bits). */
function freshNonce(): string {
  if (noncePoolOffset === noncePool.length) {
    randomFillSync(noncePool);
    noncePoolOffset = 0;
  }
  const nonce = noncePool.toString('base64', noncePoolOffset, noncePoolOffset + nonceBytes);
  noncePoolOffset += nonceBytes;
  return nonce;
}

const styleNonces = new WeakMap<ServerResponse, string>();

/** The response's style nonce, made on first use: fresh and unguessable for every response. */
function styleNonceOf(response: ServerResponse): string {
  let nonce = styleNonces.get(response);
  if (nonce === undefined) {
    nonce = freshNonce();
    styleNonces.set(response, nonce);
  }
  return nonce;
}

/** Stands for the nonce while helmet writes the policy once; only letters, so helmet takes it. */
const nonceMark = 'claimkitStyleNonceMark';

type HeaderWrite = { kind: 'set'; name: string; value: string } | { kind: 'remove'; name: string };

/**
 * The header writes helmet's middleware makes for `options`, in its order, recorded once: helmet
 * itself would parse its options, build every middleware and the policy again per response
 * (@fastify/helmet calls `helmet(options)` in a hook of every request).
 */
function headerWritesOf(options: HelmetOptions): HeaderWrite[] {
  const writes: HeaderWrite[] = [];
  const recorder = {
    setHeader(name: string, value: string) {
      writes.push({ kind: 'set', name, value: String(value) });
    },
    removeHeader(name: string) {
      writes.push({ kind: 'remove', name });
    },
  };
  let failure: unknown;
  helmet(options)({} as never, recorder as never, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return writes;
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
    const writes = headerWritesOf({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...captcha],
          styleSrc: ["'self'", ...captcha, `'nonce-${nonceMark}'`],
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
    const policy = writes.find((write) => write.kind === 'set' && write.name === 'Content-Security-Policy');
    const [policyBefore = '', policyAfter = '', ...more] = policy?.kind === 'set' ? policy.value.split(nonceMark) : [];
    if (!policy || more.length > 0) throw new Error('The Content Security Policy must hold the style nonce once');
    // Every response, as helmet's hook did, before any other hook: the policy with a nonce of its own.
    app.addHook('onRequest', (_request, reply, done) => {
      const response = reply.raw;
      for (const write of writes) {
        if (write.kind === 'remove') response.removeHeader(write.name);
        else if (write === policy)
          response.setHeader(write.name, `${policyBefore}${styleNonceOf(response)}${policyAfter}`);
        else response.setHeader(write.name, write.value);
      }
      done();
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      if (isApiTarget(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      done(null, payload);
    });
    app.decorateReply('styleNonce', {
      getter(this: { raw: ServerResponse }) {
        return styleNonceOf(this.raw);
      },
    });
  },
  { name: 'helmet' },
);
