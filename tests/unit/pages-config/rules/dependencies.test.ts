import { describe, expect, it } from 'vitest';
import type { FieldConfig } from '#pages-config/schema/field.ts';
import {
  dependencyReset,
  dependencyState,
  fieldDependencyState,
  isFieldActive,
  isFieldVisible,
  keptValue,
} from '#pages-config/rules/dependencies.ts';

const onPayPal = [{ field: 'paymentMethod', value: 'PayPal' }];

function field(overrides: Partial<FieldConfig> = {}): FieldConfig {
  return { key: 'payPalEmail', label: 'L', validations: [], dependencies: onPayPal, ...overrides };
}

describe('dependencies (spec §4)', () => {
  it('hide a field by default while a dependency is unfulfilled', () => {
    expect(isFieldVisible(field(), { paymentMethod: 'Check' })).toBe(false);
  });

  it('show it once every dependency is fulfilled', () => {
    expect(isFieldVisible(field(), { paymentMethod: 'PayPal' })).toBe(true);
  });

  it('treat a null value as empty', () => {
    expect(isFieldVisible(field({ dependencies: [{ field: 'other', value: null }] }), { other: '' })).toBe(true);
  });

  it('compare with IsNotEqualTo', () => {
    expect(
      isFieldVisible(field({ dependencies: [{ field: 'other', comparison: 'IsNotEqualTo', value: 'x' }] }), {
        other: 'x',
      }),
    ).toBe(false);
  });

  it('look at another model when the dependency names one', () => {
    const losses = field({ dependencies: [{ model: 'ClaimantInfo', field: 'hasLosses', value: true }] });
    expect(isFieldVisible(losses, {}, { ClaimantInfo: { hasLosses: true } })).toBe(true);
  });

  it('disable instead of hide with disableWhenAnyUnfulfilled', () => {
    const state = fieldDependencyState(field({ dependencyOptions: { effect: 'disableWhenAnyUnfulfilled' } }), {
      paymentMethod: 'Check',
    });
    expect([state.hidden, state.disabled]).toEqual([false, true]);
  });

  it('disable once all are fulfilled with disableWhenAllFulfilled', () => {
    const state = fieldDependencyState(field({ dependencyOptions: { effect: 'disableWhenAllFulfilled' } }), {
      paymentMethod: 'PayPal',
    });
    expect([state.hidden, state.disabled]).toEqual([false, true]);
  });

  it('make a disabled field inactive, so it is neither validated nor kept as entered', () => {
    expect(
      isFieldActive(field({ dependencyOptions: { effect: 'disableWhenAnyUnfulfilled' } }), { paymentMethod: 'Check' }),
    ).toBe(false);
  });

  it('override the mask while a dependency with a mask is fulfilled', () => {
    const phone = field({ dependencies: [{ field: 'country', value: 'US', maskName: 'usPhone' }] });
    expect(fieldDependencyState(phone, { country: 'US' }).maskName).toBe('usPhone');
  });

  it('raise an error when two fulfilled dependencies override the mask differently', () => {
    const phone = field({
      dependencies: [
        { field: 'a', value: 'x', maskName: 'usPhone' },
        { field: 'b', value: 'y', maskName: 'internationalPhone' },
      ],
    });
    expect(() => fieldDependencyState(phone, { a: 'x', b: 'y' })).toThrow(
      'override the input mask with different masks',
    );
  });

  it('inherit the hidden state of an enclosing block', () => {
    const enclosing = dependencyState(onPayPal, undefined, { paymentMethod: 'Check' });
    expect(dependencyState(undefined, undefined, {}, {}, enclosing).hidden).toBe(true);
  });

  it('ignore the enclosing block when inheritance is broken', () => {
    const enclosing = dependencyState(onPayPal, undefined, { paymentMethod: 'Check' });
    expect(dependencyState([], { breakInheritance: true }, {}, {}, enclosing).hidden).toBe(false);
  });
});

describe('dependency resets (spec §4)', () => {
  const fulfilled = dependencyState(onPayPal, undefined, { paymentMethod: 'PayPal' });
  const unfulfilled = dependencyState(onPayPal, undefined, { paymentMethod: 'Check' });

  it('reset to null when the dependencies stop being fulfilled', () => {
    expect(dependencyReset(field(), fulfilled, unfulfilled)).toEqual({ reset: true, value: null });
  });

  it('reset to the configured reset value', () => {
    expect(dependencyReset(field({ dependencyOptions: { resetValue: 'n/a' } }), fulfilled, unfulfilled)).toEqual({
      reset: true,
      value: 'n/a',
    });
  });

  it('reset when they become fulfilled with resetWhenFulfilled', () => {
    expect(dependencyReset(field({ dependencyOptions: { resetWhenFulfilled: true } }), unfulfilled, fulfilled)).toEqual(
      {
        reset: true,
        value: null,
      },
    );
  });

  it('do not reset when nothing changes', () => {
    expect(dependencyReset(field(), fulfilled, fulfilled)).toEqual({ reset: false });
  });
});

describe('keptValue (what the server stores)', () => {
  it('drops a hidden field', () => {
    expect(keptValue(field(), { paymentMethod: 'Check', payPalEmail: 'a@example.com' })).toEqual({ keep: false });
  });

  it('stores a disabled, unfulfilled field at its reset value', () => {
    const disabled = field({ dependencyOptions: { effect: 'disableWhenAnyUnfulfilled', resetValue: 'none' } });
    expect(keptValue(disabled, { paymentMethod: 'Check', payPalEmail: 'a@example.com' })).toEqual({
      keep: true,
      value: 'none',
    });
  });

  it('keeps the value of an active field', () => {
    expect(keptValue(field(), { paymentMethod: 'PayPal', payPalEmail: 'a@example.com' })).toEqual({
      keep: true,
      value: 'a@example.com',
    });
  });
});
