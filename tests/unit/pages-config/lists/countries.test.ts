import { describe, expect, it } from 'vitest';
import { countryOptions } from '#design-system/AddressInput/countries.ts';
import { countryCodes } from '#pages-config/lists/countries.ts';
import { unknownOptionError } from '#pages-config/rules/options.ts';
import type { FieldConfig } from '#pages-config/schema/field.ts';

const country: FieldConfig = {
  key: 'mailingCountry',
  label: 'LocKey_Country',
  optionList: 'countries',
  validations: [],
};

describe('the countries of an address', () => {
  it('are the ones the address input names, so the server takes every country offered', () => {
    expect([...countryCodes].sort()).toEqual(
      countryOptions('en')
        .map((option) => option.value)
        .sort(),
    );
  });

  it('are about 190 or more ISO codes (spec §3)', () => {
    expect(countryCodes.length).toBeGreaterThan(190);
  });

  it('take France', () => {
    expect(unknownOptionError(country, 'FR')).toBeNull();
  });

  it('refuse a name written out instead of its code', () => {
    expect(unknownOptionError(country, 'France')?.key).toBe('LocKey_Validation_UnknownOption');
  });
});
