import { describe, expect, it } from 'vitest';
import {
  authorizeFailed,
  authorizeStarted,
  authorizeSucceeded,
  selectIsAuthorized,
} from '#app/features/authorization/authorizationSlice.ts';
import type { FormType } from '#pages-config/schema/page.ts';
import { makeStore } from '#app/store.ts';

describe('authorization state', () => {
  it('starts with every form type not authorized', () => {
    const state = makeStore().getState();
    expect(
      (['Standard', 'Lookup', 'Automotive', 'DocumentsUpload'] as const).map((type) => selectIsAuthorized(state, type)),
    ).toEqual([false, false, false, false]);
  });

  it('resets the form type and clears the message when an attempt starts (spec §4)', () => {
    const store = makeStore();
    store.dispatch(authorizeSucceeded('Standard'));
    store.dispatch(authorizeFailed({ formType: 'Lookup', message: 'No.' }));
    store.dispatch(authorizeStarted('Standard'));
    expect([selectIsAuthorized(store.getState(), 'Standard'), store.getState().authorization.errorMessage]).toEqual([
      false,
      null,
    ]);
  });

  it("raises spec §8's internal error for a form type it does not know", () => {
    expect(() => selectIsAuthorized(makeStore().getState(), 'Mortgage' as FormType)).toThrow(
      'Form type Mortgage not found in the authorization state',
    );
  });
});
