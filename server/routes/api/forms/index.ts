import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorizeRoutes, type AuthorizeRoutesOptions } from './authorize.ts';
import { formsConfigRoutes } from './config.ts';
import { deadlineGuard } from './deadlineGuard.ts';
import { draftRoutes } from './draft.ts';
import { submitRoutes, type SubmitRoutesOptions } from './submit.ts';

export type FormsRoutesOptions = AuthorizeRoutesOptions & SubmitRoutesOptions;

/** Everything under /api/forms: the model configs, authorize, drafts and submit. */
export const formsRoutes: FastifyPluginAsyncZod<FormsRoutesOptions> = async (app, options) => {
  await app.register(formsConfigRoutes);
  // Authorize, saving a draft and submit close with their form type's deadline (spec §4).
  app.addHook('onRequest', deadlineGuard(app, options.now));
  // Pass only the routes' own options: the register options also carry this plugin's prefix.
  await app.register(authorizeRoutes, {
    pinPepper: options.pinPepper,
    attemptsPerMinute: options.attemptsPerMinute,
    now: options.now,
  });
  await app.register(draftRoutes, { now: options.now });
  await app.register(submitRoutes, { now: options.now });
};
