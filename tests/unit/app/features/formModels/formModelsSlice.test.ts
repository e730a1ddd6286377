import { describe, expect, it } from 'vitest';
import type { ServerModelConfig } from '#pages-config/api/contract.ts';
import { effectiveModels, type EffectiveModelConfig } from '#pages-config/rules/blockDependencies.ts';
import {
  fieldBlurred,
  fieldChanged,
  formModelsSlice,
  modelConfigsReceived,
  prepopulatedDataReceived,
  type FormModelsState,
} from '#app/features/formModels/formModelsSlice.ts';
import { standardPage } from '../../demoSettlement.ts';

const reducer = formModelsSlice.reducer;

function configsOf(models: EffectiveModelConfig[]): ServerModelConfig[] {
  return models.map((config) => ({
    metadataHash: `hash-${config.metadata.dtoMapping}`,
    metadata: { dtoMapping: config.metadata.dtoMapping, formType: 'Standard' },
    fields: config.fields,
  }));
}

const claimantInfo: ServerModelConfig = {
  metadataHash: 'hash-claimant',
  metadata: { dtoMapping: 'ClaimantInfo', formType: 'Standard' },
  fields: [
    { key: 'firstName', label: 'L_First', prepopulatedDataKey: 'FirstName', validations: [{ type: 'required' }] },
    { key: 'mailingCity', label: 'L_City', prepopulatedDataKey: 'MailingCity', validations: [] },
    { key: 'country', label: 'L_Country', prepopulatedDataKey: 'Country', defaultValue: 'US', validations: [] },
    {
      key: 'email',
      label: 'L_Email',
      prepopulatedDataKey: 'Email',
      overrideEverDirtyFieldConstraint: true,
      validations: [],
    },
    { key: 'receiveUpdates', label: 'L_Updates', defaultValue: false, validations: [] },
  ],
};
const payment: ServerModelConfig = {
  metadataHash: 'hash-payment',
  metadata: { dtoMapping: 'PaymentElection', formType: 'Standard' },
  fields: [
    { key: 'paymentMethod', label: 'L_Method', validations: [] },
    {
      key: 'payPalEmail',
      label: 'L_PayPal',
      dependencies: [{ field: 'paymentMethod', value: 'PayPal' }],
      validations: [],
    },
  ],
};
const documents: ServerModelConfig = {
  metadataHash: 'hash-documents',
  metadata: { dtoMapping: 'DocumentContexts', formType: 'Standard' },
  fields: [{ key: 'documentType', label: 'L_Type', validations: [] }],
};

function built(): FormModelsState {
  return reducer(undefined, modelConfigsReceived([claimantInfo, payment, documents]));
}

function model(state: FormModelsState, dtoMapping: string) {
  return state.saved.find((candidate) => candidate.metadata.dtoMapping === dtoMapping)!;
}

function prefill(state: FormModelsState, fields: Record<string, string | boolean | null>) {
  return reducer(
    state,
    prepopulatedDataReceived({ formType: 'Standard', items: [{ metadata: { dtoMapping: 'ClaimantInfo' }, fields }] }),
  );
}

function change(state: FormModelsState, dtoMapping: string, key: string, value: string | boolean | null) {
  return reducer(state, fieldChanged({ clientId: model(state, dtoMapping).clientId, key, value }));
}

describe('formModels slice: building saved models', () => {
  it('builds one saved model per config except the list mappings', () => {
    expect(built().saved.map((saved) => saved.metadata.dtoMapping)).toEqual(['ClaimantInfo', 'PaymentElection']);
  });

  it('gives each model a client id of "fm-" and 8 random characters', () => {
    expect(model(built(), 'ClaimantInfo').clientId).toMatch(/^fm-[a-z0-9]{8}$/);
  });

  it('starts a model unsaved, with id null', () => {
    expect(model(built(), 'ClaimantInfo').id).toBeNull();
  });

  it('starts every field at its default value or null', () => {
    expect(model(built(), 'ClaimantInfo').fields).toEqual({
      firstName: null,
      mailingCity: null,
      country: 'US',
      email: null,
      receiveUpdates: false,
    });
  });

  it('keeps the models it built when the configs arrive a second time', () => {
    const state = built();
    expect(reducer(state, modelConfigsReceived([claimantInfo]))).toBe(state);
  });

  it("adds the other models to the page's own when all the configs arrive, keeping what was entered", () => {
    let state = reducer(undefined, modelConfigsReceived([claimantInfo], { complete: false }));
    expect([state.initialized, state.complete, state.saved.length]).toEqual([true, false, 1]);
    state = change(state, 'ClaimantInfo', 'firstName', 'Alex');
    const entered = model(state, 'ClaimantInfo');
    state = reducer(state, modelConfigsReceived([claimantInfo, payment, documents]));
    expect([state.complete, state.configs.map((config) => config.metadataHash)]).toEqual([
      true,
      ['hash-claimant', 'hash-payment', 'hash-documents'],
    ]);
    expect(model(state, 'ClaimantInfo')).toEqual(entered);
    expect(model(state, 'PaymentElection').fields).toEqual({ paymentMethod: null, payPalEmail: null });
  });
});

describe('formModels slice: changes', () => {
  it('stores an emptied field as null', () => {
    const state = change(change(built(), 'ClaimantInfo', 'firstName', 'Alex'), 'ClaimantInfo', 'firstName', '');
    expect(model(state, 'ClaimantInfo').fields.firstName).toBeNull();
  });

  it('records a changed field as ever edited', () => {
    const state = change(built(), 'ClaimantInfo', 'firstName', 'Alex');
    expect(state.everEdited[model(state, 'ClaimantInfo').clientId]).toEqual({ firstName: true });
  });

  it('marks a left field as touched without recording it as edited', () => {
    const state = built();
    const clientId = model(state, 'ClaimantInfo').clientId;
    const after = reducer(state, fieldBlurred({ clientId, key: 'firstName' }));
    expect([after.touched[clientId]?.firstName, after.everEdited[clientId]]).toEqual([true, undefined]);
  });

  it('resets a field to null when its dependency stops being fulfilled', () => {
    let state = change(built(), 'PaymentElection', 'paymentMethod', 'PayPal');
    state = change(state, 'PaymentElection', 'payPalEmail', 'alex@example.com');
    state = change(state, 'PaymentElection', 'paymentMethod', 'Check');
    expect(model(state, 'PaymentElection').fields.payPalEmail).toBeNull();
  });

  it('resets a field to null when the group around it stops being fulfilled', () => {
    // The demo's PayPal email has no dependency of its own: it inherits its group's.
    const withGroup = configsOf(effectiveModels(standardPage));
    let state = reducer(undefined, modelConfigsReceived(withGroup));
    state = change(state, 'PaymentElection', 'paymentMethod', 'PayPal');
    state = change(state, 'PaymentElection', 'payPalEmail', 'alex@example.com');
    expect(model(state, 'PaymentElection').fields.payPalEmail).toBe('alex@example.com');
    state = change(state, 'PaymentElection', 'paymentMethod', 'Check');
    expect(model(state, 'PaymentElection').fields.payPalEmail).toBeNull();
  });
});

describe('formModels slice: prefill from the authorize answer', () => {
  it('fills an empty field that was never edited', () => {
    expect(model(prefill(built(), { FirstName: 'Alex' }), 'ClaimantInfo').fields.firstName).toBe('Alex');
  });

  it('matches the prepopulated name case-insensitively', () => {
    expect(model(prefill(built(), { mailingcity: 'Springfield' }), 'ClaimantInfo').fields.mailingCity).toBe(
      'Springfield',
    );
  });

  it('never overwrites a field the claimant edited', () => {
    const edited = change(built(), 'ClaimantInfo', 'firstName', 'Alexandra');
    expect(model(prefill(edited, { FirstName: 'Alex' }), 'ClaimantInfo').fields.firstName).toBe('Alexandra');
  });

  it('does not fill a field the claimant edited and then emptied', () => {
    const emptied = change(change(built(), 'ClaimantInfo', 'firstName', 'A'), 'ClaimantInfo', 'firstName', '');
    expect(model(prefill(emptied, { FirstName: 'Alex' }), 'ClaimantInfo').fields.firstName).toBeNull();
  });

  it('overwrites an edited field when overrideEverDirtyFieldConstraint is set and the field is empty', () => {
    const emptied = change(change(built(), 'ClaimantInfo', 'email', 'a@b.c'), 'ClaimantInfo', 'email', '');
    expect(model(prefill(emptied, { Email: 'alex.sample@example.com' }), 'ClaimantInfo').fields.email).toBe(
      'alex.sample@example.com',
    );
  });

  it('overwrites a field that still holds its default value', () => {
    expect(model(prefill(built(), { Country: 'FR' }), 'ClaimantInfo').fields.country).toBe('FR');
  });

  it('does not overwrite a field that holds a value other than its default', () => {
    const first = prefill(built(), { MailingCity: 'Springfield' });
    expect(model(prefill(first, { MailingCity: 'Paris' }), 'ClaimantInfo').fields.mailingCity).toBe('Springfield');
  });

  it('stores an empty prefilled value as null', () => {
    expect(model(prefill(built(), { FirstName: '' }), 'ClaimantInfo').fields.firstName).toBeNull();
  });

  it('does not record a prefilled field as edited', () => {
    const state = prefill(built(), { FirstName: 'Alex' });
    expect(state.everEdited[model(state, 'ClaimantInfo').clientId]).toBeUndefined();
  });
});

describe('formModels slice: dependency resets (spec §4)', () => {
  const claimant: ServerModelConfig = {
    metadataHash: 'hash-claimant-losses',
    metadata: { dtoMapping: 'ClaimantInfo', formType: 'Standard' },
    fields: [
      { key: 'hasLosses', label: 'L_Losses', defaultValue: false, validations: [] },
      { key: 'country', label: 'L_Country', prepopulatedDataKey: 'Country', validations: [] },
      {
        key: 'state',
        label: 'L_State',
        prepopulatedDataKey: 'State',
        dependencies: [{ field: 'country', value: 'US' }],
        validations: [],
      },
      {
        key: 'stateNote',
        label: 'L_StateNote',
        dependencies: [{ field: 'state', comparison: 'IsNotEqualTo', value: null }],
        validations: [],
      },
    ],
  };
  const details: ServerModelConfig = {
    metadataHash: 'hash-details',
    metadata: { dtoMapping: 'ClaimDetails', formType: 'Standard' },
    fields: [
      {
        key: 'losses',
        label: 'L_Amount',
        dependencies: [{ model: 'ClaimantInfo', field: 'hasLosses', value: true }],
        validations: [],
      },
      {
        key: 'lossesNote',
        label: 'L_Note',
        dependencies: [{ model: 'ClaimantInfo', field: 'hasLosses', value: true }],
        dependencyOptions: { resetValue: 'none', effect: 'disableWhenAnyUnfulfilled' },
        validations: [],
      },
      {
        key: 'startOver',
        label: 'L_StartOver',
        dependencies: [{ model: 'ClaimantInfo', field: 'hasLosses', value: true }],
        dependencyOptions: { resetWhenFulfilled: true, resetValue: 'fresh' },
        validations: [],
      },
    ],
  };
  const form = () => reducer(undefined, modelConfigsReceived([claimant, details]));

  it('resets a field in another model when a dependency on this one stops being fulfilled', () => {
    let state = change(form(), 'ClaimantInfo', 'hasLosses', true);
    state = change(state, 'ClaimDetails', 'losses', '12.50');
    state = change(state, 'ClaimantInfo', 'hasLosses', false);
    expect(model(state, 'ClaimDetails').fields.losses).toBeNull();
  });

  it('resets to the configured reset value', () => {
    let state = change(form(), 'ClaimantInfo', 'hasLosses', true);
    state = change(state, 'ClaimDetails', 'lossesNote', 'receipts');
    state = change(state, 'ClaimantInfo', 'hasLosses', false);
    expect(model(state, 'ClaimDetails').fields.lossesNote).toBe('none');
  });

  it('resets a resetWhenFulfilled field when its dependencies become fulfilled', () => {
    const state = change(change(form(), 'ClaimDetails', 'startOver', 'old'), 'ClaimantInfo', 'hasLosses', true);
    expect(model(state, 'ClaimDetails').fields.startOver).toBe('fresh');
  });

  it('repeats until stable: a reset that unfulfils another dependency resets that field too', () => {
    let state = change(form(), 'ClaimantInfo', 'country', 'US');
    state = change(state, 'ClaimantInfo', 'state', 'IL');
    state = change(state, 'ClaimantInfo', 'stateNote', 'downstate');
    state = change(state, 'ClaimantInfo', 'country', 'FR');
    expect([model(state, 'ClaimantInfo').fields.state, model(state, 'ClaimantInfo').fields.stateNote]).toEqual([
      null,
      null,
    ]);
  });

  it('resets only on a transition: a prefilled value of a field already hidden stays until its dependency changes', () => {
    let state = prefill(form(), { State: 'IL' });
    state = change(state, 'ClaimantInfo', 'hasLosses', true);
    expect(model(state, 'ClaimantInfo').fields.state).toBe('IL');
  });

  it('resets after a prefill that unfulfils a dependency', () => {
    let state = change(form(), 'ClaimantInfo', 'country', 'US');
    state = change(state, 'ClaimantInfo', 'state', 'IL');
    state = prefill(
      reducer(state, fieldChanged({ clientId: model(state, 'ClaimantInfo').clientId, key: 'country', value: null })),
      {
        Country: 'FR',
      },
    );
    expect(model(state, 'ClaimantInfo').fields.state).toBeNull();
  });
});

describe('formModels slice: default values (spec §4)', () => {
  it('puts the default back when the claimant empties a field that has one', () => {
    const state = change(change(built(), 'ClaimantInfo', 'country', 'FR'), 'ClaimantInfo', 'country', '');
    expect(model(state, 'ClaimantInfo').fields.country).toBe('US');
  });

  it('keeps a value other than the default', () => {
    expect(model(change(built(), 'ClaimantInfo', 'country', 'FR'), 'ClaimantInfo').fields.country).toBe('FR');
  });

  it('raises the spec error for a change to a model that does not exist', () => {
    expect(() => reducer(built(), fieldChanged({ clientId: 'fm-missing0', key: 'firstName', value: 'A' }))).toThrow(
      'No formModel found with the clientId fm-missing0',
    );
  });

  it('raises an error for a config whose metadata has no dtoMapping', () => {
    const broken = { ...claimantInfo, metadata: { formType: 'Standard' } } as unknown as ServerModelConfig;
    expect(() => reducer(undefined, modelConfigsReceived([broken]))).toThrow('Model metadata must contain dtoMapping.');
  });
});
