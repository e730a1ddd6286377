import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bankingRoutes } from './banking/index.ts';
import { captchaRoutes } from './captcha/index.ts';
import { charactersWhitelistRoutes } from './characters-whitelist/index.ts';
import { csrfRoutes } from './csrf/index.ts';
import { cultureRoutes } from './culture/index.ts';
import { culturesRoutes } from './cultures/index.ts';
import { deadlinesRoutes } from './deadlines/index.ts';
import { formsRoutes, type FormsRoutesOptions } from './forms/index.ts';
import { sessionTimeoutRoutes } from './session-timeout/index.ts';
import { settlementRoutes } from './settlement/index.ts';
import { signatureDateRoutes } from './signature-date/index.ts';
import { telemetryRoutes } from './telemetry/index.ts';

export interface ApiRoutesOptions extends FormsRoutesOptions {
  /** Tracking calls per session per minute; false turns the limit off. */
  trackingEventsPerMinute: number | false;
}

/** The JSON API of spec §7, mounted under /api. */
export const apiRoutes: FastifyPluginAsyncZod<ApiRoutesOptions> = async (app, options) => {
  // Every answer here is Cache-Control: no-store (the helmet plugin), 404s and refusals included.
  await app.register(csrfRoutes);
  await app.register(sessionTimeoutRoutes);
  await app.register(settlementRoutes);
  await app.register(culturesRoutes);
  await app.register(cultureRoutes);
  await app.register(deadlinesRoutes);
  await app.register(captchaRoutes);
  await app.register(bankingRoutes, { now: options.now });
  await app.register(telemetryRoutes, { now: options.now, eventsPerMinute: options.trackingEventsPerMinute });
  await app.register(charactersWhitelistRoutes);
  await app.register(signatureDateRoutes, { now: options.now });
  await app.register(formsRoutes, {
    prefix: '/forms',
    pinPepper: options.pinPepper,
    attemptsPerMinute: options.attemptsPerMinute,
    now: options.now,
  });
};
