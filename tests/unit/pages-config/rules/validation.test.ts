import { describe, expect, it } from 'vitest';
import type { FieldConfig } from '#pages-config/schema/field.ts';
import { isFieldRequired, validateField } from '#pages-config/rules/validation.ts';

function field(overrides: Partial<FieldConfig>): FieldConfig {
  return { key: 'value', label: 'LocKey_Label', validations: [], ...overrides };
}

describe('required', () => {
  const required = field({ validations: [{ type: 'required' }] });

  it('fails an empty value with "Value is required"', () => {
    expect(validateField(required, { value: null }, 'server')).toEqual([
      { key: 'LocKey_Validation_Required', defaultMessage: 'Value is required' },
    ]);
  });

  it('treats a value of only spaces as empty', () => {
    expect(validateField(required, { value: '   ' }, 'server')).toHaveLength(1);
  });

  it('passes a non-empty value', () => {
    expect(validateField(required, { value: 'Alex' }, 'server')).toEqual([]);
  });

  it('uses the configured message key when one is given', () => {
    const custom = field({ validations: [{ type: 'required', message: 'LocKey_Custom' }] });
    expect(validateField(custom, { value: '' }, 'client')[0]?.key).toBe('LocKey_Custom');
  });
});

describe('requiredOnClientOnly', () => {
  const clientOnly = field({ validations: [{ type: 'requiredOnClientOnly' }] });

  it('fails an empty value in the browser', () => {
    expect(validateField(clientOnly, { value: '' }, 'client')).toHaveLength(1);
  });

  it('is not checked by the server', () => {
    expect(validateField(clientOnly, { value: '' }, 'server')).toEqual([]);
  });
});

describe('maxLength', () => {
  const maxFive = field({ validations: [{ type: 'maxLength', max: 5 }] });

  it('fails a longer value with the maximum in the message', () => {
    expect(validateField(maxFive, { value: 'abcdef' }, 'server')).toEqual([
      { key: 'LocKey_Validation_MaxLength', defaultMessage: 'The maximum length allowed is {max}', values: { max: 5 } },
    ]);
  });

  it('passes a value of exactly the maximum', () => {
    expect(validateField(maxFive, { value: 'abcde' }, 'server')).toEqual([]);
  });
});

describe('regularExpression', () => {
  const sixDigits = field({ validations: [{ type: 'regularExpression', pattern: '[0-9]{6}', message: 'LocKey_Pin' }] });

  it('matches the whole value, not a part of it', () => {
    expect(validateField(sixDigits, { value: '1234567' }, 'server')[0]?.key).toBe('LocKey_Pin');
  });

  it('passes a matching value', () => {
    expect(validateField(sixDigits, { value: '583104' }, 'server')).toEqual([]);
  });

  it('leaves an empty value to the required rule', () => {
    expect(validateField(sixDigits, { value: null }, 'server')).toEqual([]);
  });
});

describe('email', () => {
  const email = field({ validations: [{ type: 'email' }] });

  it('fails an address without a domain', () => {
    expect(validateField(email, { value: 'alex@' }, 'server')[0]?.key).toBe('LocKey_Validation_Email');
  });

  it('passes a well-formed address', () => {
    expect(validateField(email, { value: 'alex.sample@example.com' }, 'server')).toEqual([]);
  });
});

describe('matchesField', () => {
  const confirm = field({
    key: 'confirmEmail',
    validations: [{ type: 'matchesField', field: 'email', message: 'LocKey_Mismatch' }],
  });

  it('fails when the two values differ', () => {
    expect(validateField(confirm, { email: 'a@example.com', confirmEmail: 'b@example.com' }, 'server')[0]?.key).toBe(
      'LocKey_Mismatch',
    );
  });

  it('passes when the two values are equal', () => {
    expect(validateField(confirm, { email: 'a@example.com', confirmEmail: 'a@example.com' }, 'server')).toEqual([]);
  });
});

describe('dependencies', () => {
  const payPalEmail = field({
    dependencies: [{ field: 'paymentMethod', value: 'PayPal' }],
    validations: [{ type: 'required' }],
  });

  it('does not check a field hidden by an unfulfilled dependency', () => {
    expect(validateField(payPalEmail, { paymentMethod: 'Check', value: null }, 'server')).toEqual([]);
  });

  it('checks the field once its dependency is fulfilled', () => {
    expect(validateField(payPalEmail, { paymentMethod: 'PayPal', value: null }, 'server')).toHaveLength(1);
  });
});

describe('isFieldRequired', () => {
  it('is true with a required rule', () => {
    expect(isFieldRequired(field({ validations: [{ type: 'required' }] }))).toBe(true);
  });

  it('is false without one', () => {
    expect(isFieldRequired(field({ validations: [{ type: 'maxLength', max: 3 }] }))).toBe(false);
  });
});
