import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import { minSessionDurationMinutes } from '#pages-config/rules/session.ts';
import { isApiTarget } from '../../security/requestTarget.ts';
import { SessionStore, type Session } from '../../sessions/sessionStore.ts';

/** The session cookie's name over plain HTTP (development, tests). */
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
      /** Moves the request's session to a new id (new cookie), keeping its data. */
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
  /** Mark the cookie Secure (behind HTTPS). */
  secureCookies: boolean;
}

export const sessionsPlugin = fp<SessionsPluginOptions>(
  async (app, options) => {
    // Spec §3 minSessionDuration: the same constant the client's inactivity timer runs on.
    const store = new SessionStore(app.db, options.now, minSessionDurationMinutes, app.dataEncryption);

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
        request.session = await store.regenerate(current);
        setCookie(reply, request.session);
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
