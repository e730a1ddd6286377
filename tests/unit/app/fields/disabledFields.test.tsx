import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServerModelConfig } from '#pages-config/api/contract.ts';
import { publicAnswersReceived } from '#app/api/publicCalls.ts';
import { cultureChanged } from '#app/features/culture/cultureSlice.ts';
import { fieldChanged, modelConfigsReceived } from '#app/features/formModels/formModelsSlice.ts';
import { fieldRegistry } from '#app/fields/registry.ts';
import { makeStore, type AppStore } from '#app/store.ts';

afterEach(cleanup);

// Every input of a field that its dependencies disable (spec §4: disable instead of hide).
const config: ServerModelConfig = {
  metadataHash: 'hash-claimant',
  metadata: { dtoMapping: 'ClaimantInfo', formType: 'Standard' },
  fields: [
    { key: 'country', label: 'Country', validations: [] },
    ...(['text', 'textarea', 'select', 'radio', 'checkbox', 'date'] as const).map((component) => ({
      key: `${component}Field`,
      label: `The ${component} field`,
      options: [{ value: 'A', label: 'Option A' }],
      dependencies: [{ field: 'country', value: 'US' }],
      dependencyOptions: { effect: 'disableWhenAnyUnfulfilled' as const },
      validations: [],
    })),
  ],
};

function storeWithDisabledFields(): AppStore {
  const store = makeStore();
  store.dispatch(
    publicAnswersReceived([
      { endpointName: 'getCultureContent', arg: 'en', value: {} },
      { endpointName: 'getCharactersWhitelist', arg: undefined, value: { allowedCharacters: '"abc"' } },
    ]),
  );
  store.dispatch(cultureChanged('en'));
  store.dispatch(modelConfigsReceived([config]));
  return store;
}

function renderField(store: AppStore, component: keyof typeof fieldRegistry) {
  const Field = fieldRegistry[component];
  render(
    <Provider store={store}>
      <Field formType="Standard" model="ClaimantInfo" fieldKey={`${component}Field`} />
    </Provider>,
  );
}

describe('a field its dependencies disable', () => {
  it.each(['text', 'textarea', 'date', 'checkbox'] as const)('renders the %s input disabled', (component) => {
    renderField(storeWithDisabledFields(), component);
    expect(screen.getByLabelText(`The ${component} field`, { exact: false })).toBeDisabled();
  });

  it('renders the select disabled', () => {
    renderField(storeWithDisabledFields(), 'select');
    expect(screen.getByRole('combobox')).toBeDisabled();
  });

  it('renders the radios disabled', () => {
    renderField(storeWithDisabledFields(), 'radio');
    expect(screen.getByRole('radio', { name: 'Option A' })).toBeDisabled();
  });

  it('renders the input enabled once its dependencies are fulfilled', () => {
    const store = storeWithDisabledFields();
    const clientId = store.getState().formModels.saved[0]!.clientId;
    store.dispatch(fieldChanged({ clientId, key: 'country', value: 'US' }));
    renderField(store, 'text');
    expect(screen.getByLabelText('The text field', { exact: false })).toBeEnabled();
  });
});
