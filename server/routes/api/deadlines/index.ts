import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deadlinesResponse } from '#pages-config/api/contract.ts';
import { deadlinesAnswer } from '#server/settlement/publicAnswers.ts';
import { noQuery, responses } from '../schemas.ts';

/**
 * GET /api/deadlines: every deadline key of spec §3 with its instant (null when that form type has
 * none), redirect targets per culture and its texts in each enabled culture, resolved once from
 * the settlement file.
 */
export const deadlinesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deadlines = deadlinesAnswer(app.settlement);
  app.get(
    '/deadlines',
    { schema: { querystring: noQuery, response: responses(deadlinesResponse) } },
    async () => deadlines,
  );
};
