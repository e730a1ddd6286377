import { describe, expect, it } from 'vitest';
import { unknownOptionError } from '#pages-config/rules/options.ts';
import { validateField } from '#pages-config/rules/validation.ts';
import type { FieldConfig } from '#pages-config/schema/field.ts';

const modelYear: FieldConfig = {
  key: 'modelYear',
  label: 'LocKey_ModelYear',
  options: [
    { value: '2019', label: 'LocKey_2019' },
    { value: '2022', label: 'LocKey_2022' },
  ],
  validations: [{ type: 'required' }],
};

describe('a field that lists its options', () => {
  it('takes one of them', () => {
    expect(unknownOptionError(modelYear, '2019')).toBeNull();
  });

  it('refuses a value that is none of them', () => {
    expect(unknownOptionError(modelYear, '2018')?.key).toBe('LocKey_Validation_UnknownOption');
  });

  it('leaves an empty value to the required rule', () => {
    expect(validateField(modelYear, { modelYear: null }, 'server').map((message) => message.key)).toEqual([
      'LocKey_Validation_Required',
    ]);
  });

  it('takes "None" when it offers the none option', () => {
    expect(unknownOptionError({ ...modelYear, hasNoneOption: true }, 'None')).toBeNull();
  });

  it('takes a state of the usStates list', () => {
    expect(
      unknownOptionError({ key: 'state', label: 'LocKey_State', optionList: 'usStates', validations: [] }, 'ME'),
    ).toBeNull();
  });

  it('refuses a code the usStates list does not have', () => {
    expect(
      unknownOptionError({ key: 'state', label: 'LocKey_State', optionList: 'usStates', validations: [] }, 'XX'),
    ).not.toBeNull();
  });

  it('is checked with the rules, in the browser and on the server alike', () => {
    expect([
      validateField(modelYear, { modelYear: '2018' }, 'client').map((message) => message.key),
      validateField(modelYear, { modelYear: '2018' }, 'server').map((message) => message.key),
    ]).toEqual([['LocKey_Validation_UnknownOption'], ['LocKey_Validation_UnknownOption']]);
  });
});

describe('a field without options', () => {
  it('takes any value', () => {
    expect(unknownOptionError({ key: 'city', label: 'LocKey_City', validations: [] }, 'Springfield')).toBeNull();
  });
});
