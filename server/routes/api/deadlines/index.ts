import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deadlinesResponse } from '#pages-config/api/contract.ts';
import { resolveDeadlines } from '#pages-config/rules/deadlines.ts';
import { noQuery, responses } from '../schemas.ts';

/**
 * GET /api/deadlines: every deadline key of spec §3 with its instant (null when that form type has
 * none) and redirect targets per culture, resolved once from the settlement file.
 */
export const deadlinesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deadlines = resolveDeadlines(app.settlement.settlement.deadlines);
  app.get(
    '/deadlines',
    { schema: { querystring: noQuery, response: responses(deadlinesResponse) } },
    async () => deadlines,
  );
};
