import { describe, expect, it } from 'vitest';
import { validateField } from '#pages-config/rules/validation.ts';
import { vinCheckDigit, vinProblem } from '#pages-config/rules/vin.ts';
import type { FieldConfig } from '#pages-config/schema/field.ts';

// The demo notice's vehicles, and a published example whose check digit is X (remainder 10).
const demoVins = ['5NWCA4EB1KA102938', '5NWCA4EB9LA557201', '5NWAU2FC1MB884410'];

describe('vinCheckDigit', () => {
  it.each(demoVins)('computes the check digit printed in %s', (vin) => {
    expect(vinCheckDigit(vin)).toBe(vin.charAt(8));
  });

  it('writes a remainder of 10 as X', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
  });
});

describe('vinProblem', () => {
  it.each(demoVins)('accepts %s', (vin) => {
    expect(vinProblem(vin)).toBeNull();
  });

  it('accepts a VIN typed in lower case', () => {
    expect(vinProblem('5nwca4eb1ka102938')).toBeNull();
  });

  it('finds a wrong check digit', () => {
    expect(vinProblem('5NWCA4EB2KA102938')).toBe('checkDigit');
  });

  it('finds a single mistyped character through the check digit', () => {
    expect(vinProblem('5NWCA4EB1KA102939')).toBe('checkDigit');
  });

  it('refuses 16 characters', () => {
    expect(vinProblem('5NWCA4EB1KA10293')).toBe('format');
  });

  it('refuses 18 characters', () => {
    expect(vinProblem('5NWCA4EB1KA1029380')).toBe('format');
  });

  it.each(['I', 'O', 'Q'])('refuses the letter %s, which VINs never use', (letter) => {
    expect(vinProblem(`5NWCA4EB1KA10293${letter}`)).toBe('format');
  });

  it('refuses punctuation', () => {
    expect(vinProblem('5NWCA4EB1KA-02938')).toBe('format');
  });
});

describe('the vin rule', () => {
  const field: FieldConfig = { key: 'vin', label: 'LocKey_Vin', validations: [{ type: 'vin' }] };

  it('passes an empty value (required is a rule of its own)', () => {
    expect(validateField(field, { vin: null }, 'server')).toEqual([]);
  });

  it('passes a valid VIN', () => {
    expect(validateField(field, { vin: '5NWCA4EB1KA102938' }, 'server')).toEqual([]);
  });

  it('fails a VIN of the wrong shape with the VIN message', () => {
    expect(validateField(field, { vin: 'ABC' }, 'server').map((message) => message.key)).toEqual([
      'LocKey_Validation_Vin',
    ]);
  });

  it('fails a wrong check digit with the check-digit message', () => {
    expect(validateField(field, { vin: '5NWCA4EB2KA102938' }, 'server').map((message) => message.key)).toEqual([
      'LocKey_Validation_VinCheckDigit',
    ]);
  });

  it('uses the message the config names instead', () => {
    const custom: FieldConfig = { ...field, validations: [{ type: 'vin', message: 'LocKey_Custom' }] };
    expect(validateField(custom, { vin: 'ABC' }, 'server')[0]?.key).toBe('LocKey_Custom');
  });
});
