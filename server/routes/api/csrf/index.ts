import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csrfResponse } from '#pages-config/api/contract.ts';
import { csrfHeaderName } from '#pages-config/api/csrf.ts';
import { randomToken } from '../../../security/hashing.ts';
import { noQuery, responses } from '../schemas.ts';

/** GET /api/csrf: starts the session if needed and hands out its CSRF token (spec §7). */
export const csrfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/csrf', { schema: { querystring: noQuery, response: responses(csrfResponse) } }, async (request, reply) => {
    const session = await app.sessions.start(request, reply);
    if (!session.data.csrfToken) {
      session.data.csrfToken = randomToken();
      await app.sessions.save(session);
    }
    return { requestHeaderName: csrfHeaderName, requestToken: session.data.csrfToken };
  });
};
