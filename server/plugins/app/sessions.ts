import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import { minSessionDurationMinutes } from '#pages-config/rules/session.ts';
import { SessionStore, type Session } from '../../sessions/sessionStore.ts';

export const sessionCookieName = 'claimkit_session';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: {
      /** The request's session, created (and its cookie set) if it has none. */
      start(request: FastifyRequest, reply: FastifyReply): Promise<Session>;
      /** Persists changes to the request's session data. */
      save(session: Session): Promise<void>;
      /** Moves the request's session to a new id (new cookie), keeping its data. */
      regenerate(request: FastifyRequest, reply: FastifyReply): Promise<Session>;
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

    const setCookie = (reply: FastifyReply, session: Session) => {
      // No Max-Age: the browser drops it when closed; the server enforces the idle expiry.
      reply.setCookie(sessionCookieName, session.id, {
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        secure: options.secureCookies,
      });
    };

    app.decorateRequest('session', null);
    // Static files and page routes never need the session; skip the database round trip for them.
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/')) return;
      const id = request.cookies[sessionCookieName];
      request.session = id ? ((await store.load(id)) ?? null) : null;
    });

    app.decorate('sessions', {
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
      end: (session) => store.destroy(session),
    });
  },
  { name: 'sessions', dependencies: ['database', 'cookie', 'dataEncryption'] },
);
