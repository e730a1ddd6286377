import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { captchaResponse } from '#pages-config/api/contract.ts';
import { noQuery, responses } from '../schemas.ts';

/** GET /api/captcha: whether the client must run the captcha, with which provider and key. */
export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { enabled, provider, siteKey, scriptUrl } = app.captcha.settings;
  // The script URL only when it is not the provider's own, which the client knows.
  const answer = { enabled, provider, siteKey, ...(scriptUrl ? { scriptUrl } : {}) };
  app.get('/captcha', { schema: { querystring: noQuery, response: responses(captchaResponse) } }, async () => answer);
};
