/**
 * A store as after start-up on the demo's Automotive form, built from the demo's own JSON, and one
 * with Riley Sample authorized: the vehicles on the notice prefilled as draft rows.
 */
import type { ServerModelConfig, SettlementResponse } from '#pages-config/api/contract.ts';
import { effectiveModels } from '#pages-config/rules/blockDependencies.ts';
import { pageNodesOf } from '#pages-config/rules/steps.ts';
import { pageConfigSchema } from '#pages-config/schema/page.ts';
import automotiveJson from '#pages-config/settlements/demo/forms/automotive.json';
import settlementJson from '#pages-config/settlements/demo/settlement.json';
import { publicAnswersReceived } from '#app/api/publicCalls.ts';
import { authorizeSucceeded } from '#app/features/authorization/authorizationSlice.ts';
import { cultureChanged } from '#app/features/culture/cultureSlice.ts';
import { modelConfigsReceived, prepopulatedDataReceived } from '#app/features/formModels/formModelsSlice.ts';
import { navigationInitialized } from '#app/features/navigation/navigationSlice.ts';
import { makeStore, type AppStore } from '#app/store.ts';
import { demoContent, demoSettlement } from '../../demoSettlement.ts';

export const automotivePage = pageConfigSchema.parse(automotiveJson);

export const automotiveConfigs: ServerModelConfig[] = effectiveModels(automotivePage).map((model, index) => ({
  metadataHash: `automotive-${index}-${model.metadata.dtoMapping}`,
  metadata: { dtoMapping: model.metadata.dtoMapping, formType: 'Automotive' },
  fields: model.fields,
}));

export function automotiveStep(id: string) {
  const step = automotivePage.steps.find((candidate) => candidate.id === id);
  if (!step) throw new Error(`No Automotive step ${id}`);
  return step;
}

/** The notice's vehicles as the server sends them at authorize. */
export const rileyVehicles = [
  {
    metadata: { dtoMapping: 'ClaimTransactions' as const },
    fields: { Vin: '5NWCA4EB9LA557201', ModelYear: '2020', Model: 'Aurora' },
  },
  {
    metadata: { dtoMapping: 'ClaimTransactions' as const },
    fields: { Vin: '5NWAU2FC1MB884410', ModelYear: '2021', Model: 'Cascade' },
  },
];

export function makeAutomotiveStore(): AppStore {
  const store = makeStore();
  const settlement: SettlementResponse = {
    ...demoSettlement,
    forms: [{ formType: 'Automotive', steps: automotivePage.steps }],
  };
  store.dispatch(
    publicAnswersReceived([
      { endpointName: 'getSettlement', arg: undefined, value: settlement },
      { endpointName: 'getCultureContent', arg: 'en', value: demoContent.en },
      {
        endpointName: 'getCharactersWhitelist',
        arg: undefined,
        value: { allowedCharacters: JSON.stringify(settlementJson.characterWhitelist) },
      },
      { endpointName: 'getCaptcha', arg: undefined, value: { enabled: false, provider: 'hCaptcha', siteKey: null } },
      { endpointName: 'getCsrf', arg: undefined, value: { requestHeaderName: 'X-CSRF-TOKEN', requestToken: 'token' } },
    ]),
  );
  store.dispatch(cultureChanged('en'));
  store.dispatch(modelConfigsReceived(automotiveConfigs));
  store.dispatch(navigationInitialized({ formType: 'Automotive', pages: pageNodesOf(automotivePage.steps) }));
  return store;
}

/** The Automotive store with Riley Sample authorized and the notice's vehicles prefilled. */
export function makeRileyStore(): AppStore {
  const store = makeAutomotiveStore();
  store.dispatch(authorizeSucceeded('Automotive'));
  store.dispatch(prepopulatedDataReceived({ formType: 'Automotive', items: rileyVehicles }));
  return store;
}
