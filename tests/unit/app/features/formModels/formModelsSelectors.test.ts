import { describe, expect, it } from 'vitest';
import { selectDerivedField } from '#app/features/formModels/formModelsSelectors.ts';
import {
  fieldBlurred,
  fieldChanged,
  serverFieldErrorsReceived,
  stepValidationFailed,
} from '#app/features/formModels/formModelsSlice.ts';
import type { AppStore } from '#app/store.ts';
import { makeDemoStore, modelOf } from '../../demoSettlement.ts';

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
    expect(field(makeDemoStore('es'), 'ClaimantInfo', 'firstName').errors).toEqual(['Este dato es obligatorio']);
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
    expect(field(store, 'ClaimantInfo', 'firstName').shownErrors).toEqual(['Value is required']);
  });

  it('show the errors of every field a failed Next marked', () => {
    const store = makeDemoStore();
    store.dispatch(
      stepValidationFailed({ fields: [{ clientId: modelOf(store, 'ClaimantInfo').clientId, key: 'lastName' }] }),
    );
    expect(field(store, 'ClaimantInfo', 'lastName').shownErrors).toEqual(['Value is required']);
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
