import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../schemas.ts';

/**
 * POST /api/session-timeout (spec §7: "logs out"): the client calls it when its inactivity timer
 * runs out. Ends the server-side session, so its authorizations and CSRF token end with it; the
 * client fetches a new token for whatever it does next. Body and answer are not specified: it
 * takes none and answers an empty object.
 */
export const sessionTimeoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/session-timeout',
    {
      schema: { body: z.unknown(), response: responses(z.object({})) },
      // The client sends {}: a kilobyte is room enough. With Fastify's default megabyte, each body
      // stalled short of its end held up to a megabyte (hostile-traffic review, finding 2).
      bodyLimit: 1024,
    },
    async (request, reply) => {
      if (request.session) await app.sessions.end(request.session);
      request.session = null;
      app.sessions.clearCookie(reply);
      return {};
    },
  );
};
