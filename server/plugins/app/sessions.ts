import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import { csrfHeaderName } from '#pages-config/api/csrf.ts';
import { minSessionDurationMinutes } from '#pages-config/rules/session.ts';
import { randomToken } from '../../security/hashing.ts';
import { isApiTarget } from '../../security/requestTarget.ts';
import { SessionStore, type Session } from '../../sessions/sessionStore.ts';

/** The session cookie's name without Secure (development, SECURE_COOKIES=false). */
export const sessionCookieName = 'claimkit_session';

/**
 * The session cookie's name: over HTTPS with the __Host- prefix, which browsers accept only from
 * a secure origin, with Secure, Path=/ and no Domain, so no other host (a sibling subdomain, a
 * network attacker on plain HTTP) can set or overwrite it (ASVS 5.0 3.3.1). Plain HTTP cannot use
 * the prefix: browsers refuse it there.
 */
export function sessionCookieNameOf(secureCookies: boolean): string {
  return secureCookies ? `__Host-${sessionCookieName}` : sessionCookieName;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: {
      /** The session cookie's name (sessionCookieNameOf). */
      cookieName: string;
      /** The request's session, created (and its cookie set) if it has none. */
      start(request: FastifyRequest, reply: FastifyReply): Promise<Session>;
      /** Persists changes to the request's session data. */
      save(session: Session): Promise<void>;
      /**
       * Moves the request's session to a new id (new cookie) and a new CSRF token, keeping its
       * other data; the answer carries the new token in the CSRF header.
       */
      regenerate(request: FastifyRequest, reply: FastifyReply): Promise<Session>;
      /** Tells the browser to drop the session cookie (with the attributes it was set with, or a __Host- one stays). */
      clearCookie(reply: FastifyReply): void;
      /** Ends a session: its id, authorizations and CSRF token stop working. */
      end(session: Session): Promise<void>;
    };
  }
  interface FastifyRequest {
    /** The live session named by the cookie, or null. Loaded for /api requests only. */
    session: Session | null;
  }
}

export interface SessionsPluginOptions {
  now: () => Date;
  /** Mark the cookie Secure, with the __Host- prefix (sessionSettings.ts). */
  secureCookies: boolean;
  /** Hours from a session's start after which it ends, whatever the activity. */
  lifetimeHours: number;
}

export const sessionsPlugin = fp<SessionsPluginOptions>(
  async (app, options) => {
    // Spec §3 minSessionDuration: the same constant the client's inactivity timer runs on.
    const store = new SessionStore(
      app.db,
      options.now,
      minSessionDurationMinutes,
      app.dataEncryption,
      options.lifetimeHours,
    );

    const cookieName = sessionCookieNameOf(options.secureCookies);

    // Lax, not Strict: the PayPal login window comes back from PayPal by a cross-site top-level
    // GET (/api/banking/paypal-callback), which must carry the session to match its state. Lax
    // still keeps the cookie off cross-site POSTs; the CSRF token guards them besides.
    const cookieOptions = { httpOnly: true, sameSite: 'lax', path: '/', secure: options.secureCookies } as const;

    // No Max-Age: the browser drops it when closed; the server enforces the idle expiry.
    const setCookie = (reply: FastifyReply, session: Session) => {
      reply.setCookie(cookieName, session.id, cookieOptions);
    };

    app.decorateRequest('session', null);
    // Static files and page routes never need the session; skip the database round trip for them.
    app.addHook('onRequest', async (request) => {
      if (!isApiTarget(request.url)) return;
      const id = request.cookies[cookieName];
      request.session = id ? ((await store.load(id)) ?? null) : null;
    });

    app.decorate('sessions', {
      cookieName,
      async start(request, reply) {
        if (request.session) return request.session;
        request.session = await store.create();
        setCookie(reply, request.session);
        return request.session;
      },
      save: (session) => store.save(session),
      async regenerate(request, reply) {
        const current = request.session ?? (await store.create());
        // A token seen before sign-in (in a page, a log, a planted session) is worthless after it
        // (OWASP CSRF Prevention Cheat Sheet); the client takes the new one from this answer.
        const csrfToken = randomToken();
        request.session = await store.regenerate({ ...current, data: { ...current.data, csrfToken } });
        setCookie(reply, request.session);
        reply.header(csrfHeaderName, csrfToken);
        return request.session;
      },
      clearCookie: (reply) => {
        reply.clearCookie(cookieName, cookieOptions);
      },
      end: (session) => store.destroy(session),
    });
  },
  { name: 'sessions', dependencies: ['database', 'cookie', 'dataEncryption'] },
);
