import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formsConfigResponse } from '#pages-config/api/contract.ts';
import { formsConfigAnswer } from '#server/settlement/publicAnswers.ts';
import { noQuery, responses } from '../schemas.ts';

/** GET /api/forms/config: the server model configs of every offered form (spec §3, §7). */
export const formsConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/config', { schema: { querystring: noQuery, response: responses(formsConfigResponse) } }, async () =>
    formsConfigAnswer(app.settlement),
  );
};
