import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { characterWhitelistResponse } from '#pages-config/api/contract.ts';
import { noQuery, responses } from '../schemas.ts';

/** GET /api/characters-whitelist: the characters restricted fields accept (spec §5). */
export const charactersWhitelistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/characters-whitelist',
    { schema: { querystring: noQuery, response: responses(characterWhitelistResponse) } },
    async () => ({
      allowedCharacters: app.settlement.settlement.characterWhitelist,
    }),
  );
};
