import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cultureContentResponse } from '#pages-config/api/contract.ts';
import { ClientError } from '../../../errors.ts';
import { cultureCookieName } from '../../../settlement/acceptLanguage.ts';
import { contentAnswer } from '#server/settlement/publicAnswers.ts';
import { responses } from '../schemas.ts';

/**
 * GET /api/culture/content?culture=: every text of one enabled culture, as key/value items (spec §7).
 * GET /api/culture/set-language?culture=: remembers the claimant's language in a cookie for a year,
 * so the server's messages follow it even where the browser asks for another (spec §7 declares the
 * call without showing its use; the app itself sends its culture as Accept-Language).
 */
export const cultureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/culture/content',
    { schema: { querystring: z.object({ culture: z.string() }), response: responses(cultureContentResponse) } },
    async (request) => {
      const { culture } = request.query;
      if (!app.settlement.isEnabledCulture(culture)) {
        throw new ClientError(400, app.settlement.text(request.culture, 'LocKey_Shared_ErrorMessage_Request'));
      }
      return Object.entries(contentAnswer(app.settlement, culture)).map(([key, value]) => ({ key, value }));
    },
  );

  app.get(
    '/culture/set-language',
    {
      schema: {
        querystring: z.object({ culture: z.string() }),
        response: responses(z.object({ culture: z.string() })),
      },
    },
    async (request, reply) => {
      const { culture } = request.query;
      if (!app.settlement.isEnabledCulture(culture)) {
        throw new ClientError(400, app.settlement.text(request.culture, 'LocKey_Shared_ErrorMessage_Request'));
      }
      reply.setCookie(cultureCookieName, culture, {
        path: '/',
        sameSite: 'lax',
        httpOnly: true,
        secure: request.protocol === 'https',
        maxAge: 365 * 24 * 60 * 60,
      });
      return { culture };
    },
  );
};
