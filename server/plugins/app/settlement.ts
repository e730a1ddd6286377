import fp from 'fastify-plugin';
import type { SettlementBundle } from '#pages-config/settlementBundle.ts';
import { cultureCookieName } from '../../settlement/acceptLanguage.ts';
import { loadSettlementFolder } from '../../settlement/loadSettlementFolder.ts';
import { createSettlementService, type SettlementService } from '../../settlement/settlementService.ts';

declare module 'fastify' {
  interface FastifyInstance {
    settlement: SettlementService;
  }
  interface FastifyRequest {
    /**
     * The culture of this request's messages: the one chosen through /api/culture/set-language
     * (its cookie), else Accept-Language, each only if enabled, else the default.
     */
    culture: string;
  }
}

export interface SettlementPluginOptions {
  folder: string;
  /** Already loaded and checked (main.ts does so to print problems); read from `folder` if absent. */
  bundle?: SettlementBundle;
  /** The built client the server serves (its images get their sizes on the pages). */
  clientDirectory?: string;
}

/** The settlement this deployment serves, and each request's message culture. */
export const settlementPlugin = fp<SettlementPluginOptions>(
  async (app, options) => {
    const service = createSettlementService(
      options.bundle ?? loadSettlementFolder(options.folder),
      options.folder,
      options.clientDirectory,
    );
    app.decorate('settlement', service);
    app.decorateRequest('culture', '');
    app.addHook('onRequest', async (request) => {
      const chosen = request.cookies[cultureCookieName];
      request.culture =
        chosen && service.isEnabledCulture(chosen) ? chosen : service.cultureFor(request.headers['accept-language']);
    });
  },
  { name: 'settlement', dependencies: ['cookie'] },
);
