import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cultureContentResponse } from '#pages-config/api/contract.ts';
import { ClientError } from '../../../errors.ts';
import { responses } from '../schemas.ts';

/** GET /api/culture/content?culture=: every text of one enabled culture, as key/value items (spec §7). */
export const cultureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/culture/content',
    { schema: { querystring: z.object({ culture: z.string() }), response: responses(cultureContentResponse) } },
    async (request) => {
      const { culture } = request.query;
      if (!app.settlement.isEnabledCulture(culture)) {
        throw new ClientError(400, app.settlement.text(request.culture, 'LocKey_Shared_ErrorMessage_Request'));
      }
      const content = app.settlement.bundle.content[culture] ?? {};
      return Object.entries(content).map(([key, value]) => ({ key, value }));
    },
  );
};
