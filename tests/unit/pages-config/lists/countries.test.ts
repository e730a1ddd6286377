// The default export: the package is CommonJS.
import isoCountries from 'i18n-iso-countries';
import { describe, expect, it } from 'vitest';
import { countryOptions } from '#design-system/AddressInput/countries.ts';
import { countryCodes } from '#pages-config/lists/countries.ts';
import { unknownOptionError } from '#pages-config/rules/options.ts';
import type { FieldConfig } from '#pages-config/schema/field.ts';

/** Spec §3: the state list holds the territories, so they are not countries of an address. */
const usTerritories = ['AS', 'GU', 'MP', 'PR', 'UM', 'VI'];

const country: FieldConfig = {
  key: 'mailingCountry',
  label: 'LocKey_Country',
  optionList: 'countries',
  validations: [],
};

describe('the countries of an address', () => {
  it('are the ones the address input names, so the server takes every country offered', () => {
    expect([...countryCodes].sort()).toEqual(
      countryOptions('en', countryCodes)
        .map((option) => option.value)
        .sort(),
    );
  });

  it("are ISO 3166-1's codes as i18n-iso-countries lists them, less the US territories", () => {
    expect([...countryCodes].sort()).toEqual(
      Object.keys(isoCountries.getAlpha2Codes())
        .filter((code) => !usTerritories.includes(code))
        .sort(),
    );
  });

  it('leave out the US territories, which are chosen as states', () => {
    expect(usTerritories.filter((code) => countryCodes.includes(code))).toEqual([]);
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
