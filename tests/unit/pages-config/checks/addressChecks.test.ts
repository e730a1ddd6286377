import { describe, expect, it } from 'vitest';
import { addressProblems } from '#pages-config/checks/addressChecks.ts';
import { pageConfigProblems } from '#pages-config/checks/pageConfigChecks.ts';
import type { FieldConfig } from '#pages-config/schema/field.ts';
import { pageConfigSchema, type PageConfig } from '#pages-config/schema/page.ts';
import standardJson from '#pages-config/settlements/demo/forms/standard.json';

// The address block's checks beyond the schema: its selects list choices, and an international
// address starts in the US.

const addressKeys = [
  'mailingCountry',
  'mailingStreetLine1',
  'mailingCity',
  'mailingSubDivision',
  'mailingPostalCode',
  'mailingSubDivisionNonUS',
  'mailingPostalCodeNonUS',
];

/** A claimant-info step with one international address, its fields set as given. */
function pageWith(settings: Record<string, Partial<FieldConfig>> = {}, extraBlocks: unknown[] = []): PageConfig {
  const defaults: Record<string, Partial<FieldConfig>> = {
    mailingCountry: { optionList: 'countries', defaultValue: 'US' },
    mailingSubDivision: { optionList: 'usStates' },
  };
  return pageConfigSchema.parse({
    formType: 'Standard',
    models: [
      {
        metadata: { dtoMapping: 'ClaimantInfo' },
        fields: addressKeys.map((key) => ({
          key,
          label: `L_${key}`,
          validations: [],
          ...defaults[key],
          ...settings[key],
        })),
      },
    ],
    steps: [
      {
        id: 'start',
        path: '/',
        title: 'T',
        blocks: [
          { type: 'address', model: 'ClaimantInfo', legend: 'L_Address', hasInternationalSupport: true },
          ...extraBlocks,
        ],
      },
    ],
  });
}

const codesOf = (page: PageConfig) => addressProblems('forms/standard.json', page).map((problem) => problem.code);

describe('the address checks', () => {
  it('pass the demo Standard form', () => {
    expect(addressProblems('forms/standard.json', pageConfigSchema.parse(standardJson))).toEqual([]);
  });

  it('pass an address whose selects list their choices and whose country starts at US', () => {
    expect(codesOf(pageWith())).toEqual([]);
  });

  it('want the country to start at US', () => {
    expect(codesOf(pageWith({ mailingCountry: { defaultValue: undefined } }))).toEqual(['address/country-default']);
  });

  it('point at the country field’s default value', () => {
    expect(
      addressProblems('forms/standard.json', pageWith({ mailingCountry: { defaultValue: 'FR' } }))[0]?.pointer,
    ).toBe('/models/0/fields/0/defaultValue');
  });

  it('want the country select to list the countries', () => {
    expect(codesOf(pageWith({ mailingCountry: { optionList: undefined } }))).toEqual(['address/no-choices']);
  });

  it('want the state select to list the states', () => {
    expect(codesOf(pageWith({ mailingSubDivision: { optionList: undefined } }))).toEqual(['address/no-choices']);
  });

  it('refuse a part shown by an international address and again outside it', () => {
    const page = pageWith({}, [
      { type: 'field', component: 'text', model: 'ClaimantInfo', field: 'mailingPostalCode' },
    ]);
    expect(pageConfigProblems('forms/standard.json', page).map((problem) => problem.code)).toEqual([
      'dependency/conflicting-inheritance',
    ]);
  });
});
