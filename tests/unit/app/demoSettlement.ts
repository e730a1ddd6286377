/**
 * The demo settlement as the API would serve it, for unit tests of the client: the settlement
 * answer, the Standard model configs and each culture's texts, built from the demo's own JSON.
 */
import type { ServerModelConfig, SettlementResponse } from '#pages-config/api/contract.ts';
import { pageConfigSchema } from '#pages-config/schema/page.ts';
import settlementJson from '#pages-config/settlements/demo/settlement.json';
import standardJson from '#pages-config/settlements/demo/forms/standard.json';
import en from '#pages-config/settlements/demo/content/en.json';
import es from '#pages-config/settlements/demo/content/es.json';
import { publicAnswersReceived } from '#app/api/publicCalls.ts';
import { cultureChanged } from '#app/features/culture/cultureSlice.ts';
import { modelConfigsReceived } from '#app/features/formModels/formModelsSlice.ts';
import { navigationInitialized } from '#app/features/navigation/navigationSlice.ts';
import { makeStore, type AppStore } from '#app/store.ts';
import { effectiveModels } from '#pages-config/rules/blockDependencies.ts';
import { pageNodesOf } from '#pages-config/rules/steps.ts';

export const standardPage = pageConfigSchema.parse(standardJson);

// As the server derives them: each field with the dependencies it inherits from its blocks.
export const demoModelConfigs: ServerModelConfig[] = effectiveModels(standardPage).map((model, index) => ({
  metadataHash: `hash-${index}-${model.metadata.dtoMapping}`,
  metadata: { dtoMapping: model.metadata.dtoMapping, formType: 'Standard' },
  fields: model.fields,
}));

export const demoSettlement: SettlementResponse = {
  case: settlementJson.case,
  claimsAdministrator: settlementJson.claimsAdministrator,
  theme: settlementJson.theme,
  layout: 'kontent',
  // The schema's default: the demo settlement does not set it.
  openHeaderLinksInNewTab: true,
  cultures: settlementJson.cultures,
  baseUrl: settlementJson.baseUrl,
  forms: [{ formType: 'Standard', steps: standardPage.steps }],
};

export const demoContent: Record<'en' | 'es', Record<string, string>> = { en, es };

export function demoStep(id: string) {
  const step = standardPage.steps.find((candidate) => candidate.id === id);
  if (!step) throw new Error(`No demo step ${id}`);
  return step;
}

/** A store as it is after start-up: settlement, texts of the culture, whitelist, saved models and the flow. */
export function makeDemoStore(culture: 'en' | 'es' = 'en'): AppStore {
  const store = makeStore();
  store.dispatch(
    publicAnswersReceived([
      { endpointName: 'getSettlement', arg: undefined, value: demoSettlement },
      { endpointName: 'getCultureContent', arg: culture, value: demoContent[culture] },
      {
        endpointName: 'getCharactersWhitelist',
        arg: undefined,
        value: { allowedCharacters: JSON.stringify(settlementJson.characterWhitelist) },
      },
      // The demo runs without a captcha site key: the captcha is off.
      { endpointName: 'getCaptcha', arg: undefined, value: { enabled: false, provider: 'hCaptcha', siteKey: null } },
      {
        endpointName: 'getCsrf',
        arg: undefined,
        value: { requestHeaderName: 'X-CSRF-TOKEN', requestToken: 'token-123' },
      },
    ]),
  );
  store.dispatch(cultureChanged(culture));
  store.dispatch(modelConfigsReceived(demoModelConfigs));
  store.dispatch(navigationInitialized({ formType: 'Standard', pages: pageNodesOf(standardPage.steps) }));
  return store;
}

/** The saved model of a Standard dtoMapping in a store. */
export function modelOf(store: AppStore, dtoMapping: string) {
  const model = store.getState().formModels.saved.find((candidate) => candidate.metadata.dtoMapping === dtoMapping);
  if (!model) throw new Error(`No ${dtoMapping} model`);
  return model;
}
