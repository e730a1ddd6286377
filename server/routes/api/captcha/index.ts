import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { captchaResponse } from '#pages-config/api/contract.ts';
import { captchaAnswer } from '#server/settlement/publicAnswers.ts';
import { noQuery, responses } from '../schemas.ts';

/** GET /api/captcha: whether the client must run the captcha, with which provider and key. */
export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = captchaAnswer(app.captcha.settings);
  app.get('/captcha', { schema: { querystring: noQuery, response: responses(captchaResponse) } }, async () => answer);
};
