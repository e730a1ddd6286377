import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deadlineKeys, deadlinesResponse, type DeadlinesResponse } from '#pages-config/api/contract.ts';
import { noQuery, responses } from '../schemas.ts';

/**
 * GET /api/deadlines. The settlement schema has no deadlines yet, so every form type is open:
 * each key answers a null deadline, with the spec's fallback target should one be added.
 */
export const deadlinesRoutes: FastifyPluginAsyncZod = async (app) => {
  const open = {} as DeadlinesResponse;
  for (const key of deadlineKeys) open[key] = { deadline: null, redirectUrls: { default: '/deadline' } };
  app.get('/deadlines', { schema: { querystring: noQuery, response: responses(deadlinesResponse) } }, async () => open);
};
