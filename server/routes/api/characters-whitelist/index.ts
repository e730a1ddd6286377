import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { characterWhitelistResponse } from '#pages-config/api/contract.ts';
import { charactersWhitelistAnswer } from '#server/settlement/publicAnswers.ts';
import { noQuery, responses } from '../schemas.ts';

/** GET /api/characters-whitelist: the characters restricted fields accept (spec §5). */
export const charactersWhitelistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/characters-whitelist',
    { schema: { querystring: noQuery, response: responses(characterWhitelistResponse) } },
    async () => charactersWhitelistAnswer(app.settlement),
  );
};
