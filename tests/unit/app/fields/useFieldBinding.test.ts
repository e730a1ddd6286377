import { describe, expect, it } from 'vitest';
import type { DerivedFieldState } from '#app/features/formModels/formModelsSelectors.ts';
import { showsSameDerivedState } from '#app/fields/useFieldBinding.ts';

function derived(changes: Partial<DerivedFieldState> = {}): DerivedFieldState {
  return {
    visible: true,
    disabled: false,
    required: true,
    maskName: undefined,
    messages: [],
    errors: ['Value is required'],
    shownErrors: ['Value is required'],
    ...changes,
  };
}

describe('showsSameDerivedState', () => {
  it('takes a state derived anew with the same shown errors as the same', () => {
    expect(showsSameDerivedState(derived(), derived())).toBe(true);
  });

  it('tells apart a state whose shown error changed', () => {
    expect(showsSameDerivedState(derived(), derived({ shownErrors: ['Enter a valid date'] }))).toBe(false);
  });

  it('tells apart a state whose errors are now shown', () => {
    expect(showsSameDerivedState(derived({ shownErrors: [] }), derived())).toBe(false);
  });

  it('tells apart a field that became hidden', () => {
    expect(showsSameDerivedState(derived(), derived({ visible: false }))).toBe(false);
  });

  it('tells apart a field that is no longer required', () => {
    expect(showsSameDerivedState(derived(), derived({ required: false }))).toBe(false);
  });
});
