import { describe, expect, it } from 'vitest';
import type { FieldConfig, ValidationRule } from '#pages-config/schema/field.ts';
import {
  createFieldValidator,
  isFieldRequired,
  validateField,
  type ModelValues,
} from '#pages-config/rules/validation.ts';

// 2026-11-22 07:00 UTC is still 2026-11-21 in Los Angeles.
const now = new Date('2026-11-22T07:00:00Z');

function check(rule: ValidationRule, values: ModelValues, options: { allowedCharacters?: string | null } = {}) {
  const field: FieldConfig = { key: 'value', label: 'LocKey_Label', validations: [rule] };
  return validateField(field, values, 'server', { now, ...options });
}

describe('range', () => {
  it('fails a number below the minimum with both bounds in the message', () => {
    expect(check({ type: 'range', min: 0, max: 10 }, { value: '-1' })).toEqual([
      {
        key: 'LocKey_Validation_Range',
        defaultMessage: 'The value must be between {min} and {max}',
        values: { min: 0, max: 10 },
      },
    ]);
  });

  it('passes a decimal inside the range', () => {
    expect(check({ type: 'range', min: 0, max: 10 }, { value: '9.5' })).toEqual([]);
  });

  it('reads currency with thousands separators', () => {
    expect(check({ type: 'range', min: 0.01, max: 5000 }, { value: '$5,000.01' })).toHaveLength(1);
  });

  it('compares dates with "today" in Los Angeles', () => {
    expect(check({ type: 'range', min: '01/01/1900', max: 'today' }, { value: '11/22/2026' })).toHaveLength(1);
  });

  it('accepts today in Los Angeles when UTC is already tomorrow', () => {
    expect(check({ type: 'range', min: '01/01/1900', max: 'today' }, { value: '11/21/2026' })).toEqual([]);
  });
});

describe('between', () => {
  it('uses "The value must be between {min} and {max}"', () => {
    expect(check({ type: 'between', min: 2019, max: 2022 }, { value: '2018' })[0]?.defaultMessage).toBe(
      'The value must be between {min} and {max}',
    );
  });

  it('uses the min and max dates as the range for a date', () => {
    expect(check({ type: 'between', min: '01/01/2019', max: '12/31/2022' }, { value: '06/15/2020' })).toEqual([]);
  });
});

describe('endDate', () => {
  const rule: ValidationRule = { type: 'endDate', startField: 'purchaseDate' };

  it('fails an end date before the start date', () => {
    expect(check(rule, { purchaseDate: '05/01/2020', value: '04/30/2020' })).toHaveLength(1);
  });

  it('fails the same day unless inclusive', () => {
    expect(check(rule, { purchaseDate: '05/01/2020', value: '05/01/2020' })).toHaveLength(1);
  });

  it('passes the same day when inclusive', () => {
    expect(check({ ...rule, inclusive: true }, { purchaseDate: '05/01/2020', value: '05/01/2020' })).toEqual([]);
  });
});

describe('preventFutureDate and preventFutureShortDate', () => {
  it('fail tomorrow in Los Angeles', () => {
    expect(check({ type: 'preventFutureDate' }, { value: '11/22/2026' })).toHaveLength(1);
  });

  it('pass a short date of today typed without leading zeros', () => {
    expect(check({ type: 'preventFutureShortDate' }, { value: '11/21/2026' })).toEqual([]);
  });
});

describe('validDate', () => {
  it('accepts M/d/yyyy when listed', () => {
    expect(check({ type: 'validDate', formats: 'MM/dd/yyyy,M/d/yyyy' }, { value: '2/3/1980' })).toEqual([]);
  });

  it('rejects an impossible date', () => {
    expect(check({ type: 'validDate', formats: 'MM/dd/yyyy' }, { value: '02/30/1980' })).toHaveLength(1);
  });
});

describe('requiredIf', () => {
  const rule: ValidationRule = { type: 'requiredIf', field: 'noLongerOwn', comparison: 'IsEqualTo', value: true };

  it('requires the value with "The value is required" while the other field matches', () => {
    expect(check(rule, { noLongerOwn: true, value: '' })[0]?.defaultMessage).toBe('The value is required');
  });

  it('does not require it otherwise', () => {
    expect(check(rule, { noLongerOwn: false, value: '' })).toEqual([]);
  });

  it('treats a null comparison value as empty with IsNotEqualTo', () => {
    expect(
      check({ type: 'requiredIf', field: 'other', comparison: 'IsNotEqualTo', value: null }, { other: 'x', value: '' }),
    ).toHaveLength(1);
  });
});

describe('nestedRequiredIf', () => {
  const conditions = [
    { field: 'a', comparison: 'IsEqualTo', value: 'yes' },
    { field: 'b', comparison: 'IsNotEqualTo', value: null },
  ] as const;

  it('with And, requires the value only when both conditions hold', () => {
    expect(
      check(
        { type: 'nestedRequiredIf', operator: 'And', conditions: [...conditions] },
        { a: 'yes', b: null, value: '' },
      ),
    ).toEqual([]);
  });

  it('with Or, requires the value when either condition holds', () => {
    expect(
      check({ type: 'nestedRequiredIf', operator: 'Or', conditions: [...conditions] }, { a: 'no', b: 'x', value: '' }),
    ).toHaveLength(1);
  });
});

describe('requiredIfOtherPropertyMatchesRegex', () => {
  it('requires the value while the other field matches the pattern', () => {
    expect(
      check(
        { type: 'requiredIfOtherPropertyMatchesRegex', field: 'country', pattern: 'US|CA' },
        { country: 'US', value: '' },
      ),
    ).toHaveLength(1);
  });
});

describe('requireOnePropertyValTrue and RequireOnePropertyToHaveAValue', () => {
  it("default to 'At least one option is required.'", () => {
    expect(
      check({ type: 'requireOnePropertyValTrue', fields: ['a', 'b'] }, { a: false, b: false })[0]?.defaultMessage,
    ).toBe('At least one option is required.');
  });

  it("default to 'At least one field must have a value.'", () => {
    expect(
      check({ type: 'RequireOnePropertyToHaveAValue', fields: ['a', 'b'] }, { a: '', b: null })[0]?.defaultMessage,
    ).toBe('At least one field must have a value.');
  });

  it('pass when one of the fields has a value', () => {
    expect(check({ type: 'RequireOnePropertyToHaveAValue', fields: ['a', 'b'] }, { a: '', b: 'x' })).toEqual([]);
  });
});

describe('characterSetRestriction', () => {
  it('lists each offending character once', () => {
    expect(
      check({ type: 'characterSetRestriction' }, { value: 'a<b<c>' }, { allowedCharacters: 'abc' })[0]?.values,
    ).toEqual({
      characters: '< >',
    });
  });

  it('raises an error when the whitelist has not been fetched', () => {
    expect(() => check({ type: 'characterSetRestriction' }, { value: 'a' })).toThrow(
      'The character whitelist has not been fetched: wait for GET /api/characters-whitelist before checking characterSetRestriction.',
    );
  });

  it('passes any character when the whitelist was withheld by a 403', () => {
    expect(check({ type: 'characterSetRestriction' }, { value: 'a<b>' }, { allowedCharacters: null })).toEqual([]);
  });

  it('passes an empty value without the whitelist', () => {
    expect(check({ type: 'characterSetRestriction' }, { value: '' })).toEqual([]);
  });
});

describe('pattern rules', () => {
  it.each([
    ['url', 'https://example.com/x', 'example.com'],
    ['integer', '-42', '4.2'],
    ['decimal', '4.25', '4.2.5'],
    ['alpha', 'Peña', 'Pe1a'],
    ['alphanumeric', 'A1b2', 'A1-b2'],
  ] as const)('%s accepts %s and rejects %s', (type, good, bad) => {
    expect([check({ type }, { value: good }).length, check({ type }, { value: bad }).length]).toEqual([0, 1]);
  });
});

describe('rule configuration errors', () => {
  it('raises the spec error for a field validator with no rules', () => {
    expect(() => createFieldValidator({ key: 'a', label: 'L', validations: [] })).toThrow(
      'No validation functions added to ConfigValidationState.validations',
    );
  });

  it('raises an error for a rule type with no adapter', () => {
    const field = { key: 'a', label: 'L', validations: [{ type: 'telepathy' }] } as unknown as FieldConfig;
    expect(() => validateField(field, {}, 'server')).toThrow('No validation adapter for type telepathy');
  });
});

describe('isFieldRequired with conditional rules', () => {
  const field: FieldConfig = {
    key: 'saleDate',
    label: 'L',
    validations: [{ type: 'requiredIf', field: 'noLongerOwn', comparison: 'IsEqualTo', value: true }],
  };

  it('marks the field required while the condition holds', () => {
    expect(isFieldRequired(field, { noLongerOwn: true })).toBe(true);
  });

  it('does not mark it required otherwise', () => {
    expect(isFieldRequired(field, { noLongerOwn: false })).toBe(false);
  });
});
