import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { culturesResponse } from '#pages-config/api/contract.ts';
import { culturesAnswer } from '#server/settlement/publicAnswers.ts';
import { noQuery, responses } from '../schemas.ts';

/** GET /api/cultures: the enabled languages, name → culture code (spec §3). */
export const culturesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/cultures', { schema: { querystring: noQuery, response: responses(culturesResponse) } }, async () =>
    culturesAnswer(app.settlement),
  );
};
