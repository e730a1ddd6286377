import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settlementResponse } from '#pages-config/api/contract.ts';
import { noQuery, responses } from '../schemas.ts';

/** GET /api/settlement: the case facts the page chrome shows and each offered form's steps. */
export const settlementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/settlement', { schema: { querystring: noQuery, response: responses(settlementResponse) } }, async () => {
    const { settlement, bundle } = app.settlement;
    return {
      case: settlement.case,
      claimsAdministrator: settlement.claimsAdministrator,
      theme: settlement.theme,
      layout: settlement.layout,
      openHeaderLinksInNewTab: settlement.openHeaderLinksInNewTab,
      cultures: settlement.cultures,
      baseUrl: settlement.baseUrl,
      privacyPolicyUrl: settlement.privacyPolicyUrl,
      banner: settlement.banner,
      branding: settlement.branding,
      sitePages: settlement.sitePages,
      forms: settlement.forms.flatMap((formType) => {
        const pageConfig = bundle.forms[formType];
        return pageConfig ? [{ formType, steps: pageConfig.steps }] : [];
      }),
    };
  });
};
