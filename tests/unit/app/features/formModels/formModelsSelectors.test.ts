import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServerModelConfig } from '#pages-config/api/contract.ts';
import { publicAnswersReceived, publicCallMade } from '#app/api/publicCalls.ts';
import { signatureChanged } from '#app/features/client/clientSlice.ts';
import { cultureChanged } from '#app/features/culture/cultureSlice.ts';
import {
  selectDerivedField,
  selectDerivedFields,
  selectTableRow,
  selectTableRows,
} from '#app/features/formModels/formModelsSelectors.ts';
import {
  fieldBlurred,
  fieldChanged,
  modelConfigsReceived,
  serverFieldErrorsReceived,
  stepValidationFailed,
} from '#app/features/formModels/formModelsSlice.ts';
import { makeStore, type AppStore } from '#app/store.ts';
import { makeDemoStore, modelOf } from '../../demoSettlement.ts';
import { makeRileyStore } from '../tableEditor/automotiveStore.ts';

function field(store: AppStore, dtoMapping: string, key: string) {
  return selectDerivedField(store.getState(), modelOf(store, dtoMapping).clientId, key)!;
}

function change(store: AppStore, dtoMapping: string, key: string, value: string | null) {
  store.dispatch(fieldChanged({ clientId: modelOf(store, dtoMapping).clientId, key, value }));
}

describe('form model selectors', () => {
  it('hide a field whose dependency is not fulfilled', () => {
    expect(field(makeDemoStore(), 'PaymentElection', 'payPalEmail').visible).toBe(false);
  });

  it('show the field once its dependency is fulfilled', () => {
    const store = makeDemoStore();
    change(store, 'PaymentElection', 'paymentMethod', 'PayPal');
    expect(field(store, 'PaymentElection', 'payPalEmail').visible).toBe(true);
  });

  it('call a field with a required rule required', () => {
    expect(field(makeDemoStore(), 'ClaimantInfo', 'firstName').required).toBe(true);
  });

  it('call a field without a required rule not required', () => {
    expect(field(makeDemoStore(), 'ClaimantInfo', 'middleInitial').required).toBe(false);
  });

  it('give the failing rules their messages in the active culture', () => {
    expect(field(makeDemoStore('es'), 'ClaimantInfo', 'firstName').errors).toEqual(['Escriba su nombre']);
  });

  it('use the content key a rule names for its message', () => {
    const store = makeDemoStore();
    change(store, 'ClaimantInfo', 'mailingPostalCode', '1234');
    expect(field(store, 'ClaimantInfo', 'mailingPostalCode').errors).toEqual([
      'Enter a 5-digit ZIP code, or ZIP+4 like 62701-1234',
    ]);
  });

  it('show no errors before the field is touched', () => {
    expect(field(makeDemoStore(), 'ClaimantInfo', 'firstName').shownErrors).toEqual([]);
  });

  it('show the errors once the field was left', () => {
    const store = makeDemoStore();
    store.dispatch(fieldBlurred({ clientId: modelOf(store, 'ClaimantInfo').clientId, key: 'firstName' }));
    expect(field(store, 'ClaimantInfo', 'firstName').shownErrors).toEqual(['Enter your first name']);
  });

  it('show the errors of every field a failed Next marked', () => {
    const store = makeDemoStore();
    store.dispatch(
      stepValidationFailed({ fields: [{ clientId: modelOf(store, 'ClaimantInfo').clientId, key: 'lastName' }] }),
    );
    expect(field(store, 'ClaimantInfo', 'lastName').shownErrors).toEqual(['Enter your last name']);
  });

  it('show the server messages of a rejected submission at once', () => {
    const store = makeDemoStore();
    change(store, 'ClaimantInfo', 'email', 'alex@example.com');
    store.dispatch(
      serverFieldErrorsReceived({
        formType: 'Standard',
        fieldErrors: { claimantInfo: { email: ['This address bounced'] } },
      }),
    );
    expect(field(store, 'ClaimantInfo', 'email').shownErrors).toEqual(['This address bounced']);
  });

  it('drop the server message of a field once it changes', () => {
    const store = makeDemoStore();
    store.dispatch(
      serverFieldErrorsReceived({
        formType: 'Standard',
        fieldErrors: { claimantInfo: { email: ['This address bounced'] } },
      }),
    );
    change(store, 'ClaimantInfo', 'email', 'alex@example.org');
    expect(field(store, 'ClaimantInfo', 'email').errors).toEqual([]);
  });

  it('never report errors of a hidden field', () => {
    const store = makeDemoStore();
    store.dispatch(
      stepValidationFailed({ fields: [{ clientId: modelOf(store, 'PaymentElection').clientId, key: 'payPalEmail' }] }),
    );
    expect(field(store, 'PaymentElection', 'payPalEmail').shownErrors).toEqual([]);
  });
});

describe('form model selectors with the rules engine', () => {
  const claimant: ServerModelConfig = {
    metadataHash: 'hash-claimant',
    metadata: { dtoMapping: 'ClaimantInfo', formType: 'Standard' },
    fields: [
      { key: 'hasLosses', label: 'L_HasLosses', defaultValue: false, validations: [] },
      { key: 'country', label: 'L_Country', validations: [] },
      {
        key: 'phone',
        label: 'L_Phone',
        maskName: 'internationalPhone',
        dependencies: [{ field: 'country', value: 'US', maskName: 'usPhone' }],
        dependencyOptions: { effect: 'disableWhenAllFulfilled' },
        validations: [{ type: 'required' }],
      },
      {
        key: 'nickname',
        label: 'L_Nickname',
        dependencies: [{ field: 'country', comparison: 'IsNotEqualTo', value: null }],
        dependencyOptions: { effect: 'disableWhenAnyUnfulfilled' },
        validations: [{ type: 'required' }],
      },
      {
        key: 'postalCode',
        label: 'L_Postal',
        validations: [{ type: 'requiredIf', field: 'country', comparison: 'IsEqualTo', value: 'US' }],
      },
      { key: 'note', label: 'L_Note', validations: [{ type: 'characterSetRestriction' }] },
      { key: 'birthDate', label: 'L_Birth', validations: [{ type: 'preventFutureDate' }] },
    ],
  };
  const details: ServerModelConfig = {
    metadataHash: 'hash-details',
    metadata: { dtoMapping: 'ClaimDetails', formType: 'Standard' },
    fields: [
      {
        key: 'losses',
        label: 'L_Losses',
        dependencies: [{ model: 'ClaimantInfo', field: 'hasLosses', value: true }],
        validations: [{ type: 'required' }],
      },
    ],
  };

  function makeRulesStore(): AppStore {
    const store = makeStore();
    store.dispatch(
      publicAnswersReceived([
        { endpointName: 'getCultureContent', arg: 'en', value: {} },
        { endpointName: 'getCharactersWhitelist', arg: undefined, value: { allowedCharacters: '"abc "' } },
      ]),
    );
    store.dispatch(cultureChanged('en'));
    store.dispatch(modelConfigsReceived([claimant, details]));
    return store;
  }

  function set(store: AppStore, dtoMapping: string, key: string, value: string | boolean | null) {
    store.dispatch(fieldChanged({ clientId: modelOf(store, dtoMapping).clientId, key, value }));
  }

  afterEach(() => {
    vi.useRealTimers();
  });

  it('show a field disabled while its dependencies disable it', () => {
    const store = makeRulesStore();
    expect([
      field(store, 'ClaimantInfo', 'nickname').visible,
      field(store, 'ClaimantInfo', 'nickname').disabled,
    ]).toEqual([true, true]);
  });

  it('never check a disabled field', () => {
    expect(field(makeRulesStore(), 'ClaimantInfo', 'nickname').errors).toEqual([]);
  });

  it('never mark a disabled field required', () => {
    expect(field(makeRulesStore(), 'ClaimantInfo', 'nickname').required).toBe(false);
  });

  it('enable the field once its dependencies are fulfilled', () => {
    const store = makeRulesStore();
    set(store, 'ClaimantInfo', 'country', 'FR');
    expect([
      field(store, 'ClaimantInfo', 'nickname').disabled,
      field(store, 'ClaimantInfo', 'nickname').errors,
    ]).toEqual([false, ['Value is required']]);
  });

  it("use the field's own mask while no dependency overrides it", () => {
    expect(field(makeRulesStore(), 'ClaimantInfo', 'phone').maskName).toBe('internationalPhone');
  });

  it('use the mask a fulfilled dependency overrides it with', () => {
    const store = makeRulesStore();
    set(store, 'ClaimantInfo', 'country', 'US');
    expect(field(store, 'ClaimantInfo', 'phone').maskName).toBe('usPhone');
  });

  it('mark a requiredIf field required only while its condition holds', () => {
    const store = makeRulesStore();
    const before = field(store, 'ClaimantInfo', 'postalCode').required;
    set(store, 'ClaimantInfo', 'country', 'US');
    expect([before, field(store, 'ClaimantInfo', 'postalCode').required]).toEqual([false, true]);
  });

  it('follow a dependency on another model', () => {
    const store = makeRulesStore();
    const before = field(store, 'ClaimDetails', 'losses').visible;
    set(store, 'ClaimantInfo', 'hasLosses', true);
    expect([before, field(store, 'ClaimDetails', 'losses').visible]).toEqual([false, true]);
  });

  it('check characters against the fetched whitelist', () => {
    const store = makeRulesStore();
    set(store, 'ClaimantInfo', 'note', 'abcxy');
    expect(field(store, 'ClaimantInfo', 'note').errors).toEqual(['The following characters are not allowed: x y']);
  });

  it('let every character through when the whitelist call met a 403, leaving the rule to the server', async () => {
    const store = makeStore();
    store.dispatch(publicAnswersReceived([{ endpointName: 'getCultureContent', arg: 'en', value: {} }]));
    store.dispatch(cultureChanged('en'));
    store.dispatch(modelConfigsReceived([claimant, details]));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 403, headers: { 'content-type': 'application/json' } })),
    );
    try {
      await store.dispatch(publicCallMade({ call: 'getCharactersWhitelist' }));
    } finally {
      vi.unstubAllGlobals();
    }
    set(store, 'ClaimantInfo', 'note', 'a<b>');
    expect(field(store, 'ClaimantInfo', 'note').errors).toEqual([]);
  });

  it('keep the untranslated messages with their content keys', () => {
    const store = makeRulesStore();
    set(store, 'ClaimantInfo', 'note', 'z');
    expect(field(store, 'ClaimantInfo', 'note').messages.map((message) => message.key)).toEqual([
      'LocKey_Validation_RestrictedCharacters',
    ]);
  });

  it('check dates by the clock, in Los Angeles', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
    const store = makeRulesStore();
    set(store, 'ClaimantInfo', 'birthDate', '11/23/2026');
    expect(field(store, 'ClaimantInfo', 'birthDate').errors).toEqual(['The date cannot be in the future']);
  });

  it('derive a model again on the next day in Los Angeles, though it did not change', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
    const store = makeRulesStore();
    set(store, 'ClaimantInfo', 'birthDate', '11/23/2026');
    vi.setSystemTime(new Date('2026-11-23T12:00:00Z'));
    store.dispatch(fieldBlurred({ clientId: modelOf(store, 'ClaimDetails').clientId, key: 'losses' }));
    expect(field(store, 'ClaimantInfo', 'birthDate').errors).toEqual([]);
  });

  it('derive nothing again for a change the fields do not depend on', () => {
    const store = makeRulesStore();
    const before = selectDerivedFields(store.getState());
    store.dispatch(signatureChanged('Alex Sample'));
    expect(selectDerivedFields(store.getState())).toBe(before);
  });
});

describe('form model selectors on a table', () => {
  const rowsOf = (store: AppStore) => selectTableRows(store.getState(), 'Automotive', 'ClaimTransactions');

  it('find a row by its client id', () => {
    const store = makeRileyStore();
    const second = rowsOf(store)[1]!;
    expect(selectTableRow(store.getState(), second.clientId)).toBe(second);
  });

  it('keep the derived state of a row that did not change when another row changes', () => {
    const store = makeRileyStore();
    const [first, second] = rowsOf(store);
    const before = selectDerivedFields(store.getState())[second!.clientId];
    store.dispatch(fieldChanged({ clientId: first!.clientId, key: 'repairCost', value: '450' }));
    expect(selectDerivedFields(store.getState())[second!.clientId]).toBe(before);
  });

  it('derive the row that changed again', () => {
    const store = makeRileyStore();
    const first = rowsOf(store)[0]!;
    store.dispatch(fieldChanged({ clientId: first.clientId, key: 'vin', value: '5NWCA4EB9LA55720' }));
    expect(selectDerivedField(store.getState(), first.clientId, 'vin')?.errors).not.toEqual([]);
  });
});
