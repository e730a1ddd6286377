import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { captchaResponse } from '#pages-config/api/contract.ts';
import { noQuery, responses } from '../schemas.ts';

export interface CaptchaRoutesOptions {
  /** hCaptcha site key; none means captcha off (spec §6). */
  siteKey: string | null;
}

/** GET /api/captcha: whether the client must run the captcha, and with which key. */
export const captchaRoutes: FastifyPluginAsyncZod<CaptchaRoutesOptions> = async (app, options) => {
  const answer = { enabled: options.siteKey !== null, provider: 'hCaptcha' as const, siteKey: options.siteKey };
  app.get('/captcha', { schema: { querystring: noQuery, response: responses(captchaResponse) } }, async () => answer);
};
