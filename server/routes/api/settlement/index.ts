import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settlementResponse } from '#pages-config/api/contract.ts';
import { settlementAnswer } from '#server/settlement/publicAnswers.ts';
import { noQuery, responses } from '../schemas.ts';

/** GET /api/settlement: the case facts the page chrome shows and each offered form's steps. */
export const settlementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/settlement', { schema: { querystring: noQuery, response: responses(settlementResponse) } }, async () =>
    settlementAnswer(app.settlement),
  );
};
