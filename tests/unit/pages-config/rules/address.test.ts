import { describe, expect, it } from 'vitest';
import { addressPartsOf } from '#pages-config/rules/address.ts';
import { effectiveModels } from '#pages-config/rules/blockDependencies.ts';
import { fieldsPlacedOn } from '#pages-config/rules/blocks.ts';
import { keptValue } from '#pages-config/rules/dependencies.ts';
import { validateModel, type ModelValues } from '#pages-config/rules/validation.ts';
import type { AddressBlock } from '#pages-config/schema/address.ts';
import { pageConfigSchema } from '#pages-config/schema/page.ts';
import standardJson from '#pages-config/settlements/demo/forms/standard.json';

// The address block of spec §2, and the demo's claimant-info address with international support
// (demo-settlement.md): what it shows, and what the rules check and keep, by country.

const address = (settings: Partial<AddressBlock> = {}): AddressBlock => ({
  type: 'address',
  model: 'ClaimantInfo',
  legend: 'LocKey_Address',
  ...settings,
});

const standardPage = pageConfigSchema.parse(standardJson);
const claimantInfo = effectiveModels(standardPage).find((model) => model.metadata.dtoMapping === 'ClaimantInfo')!;
const addressKeys = new Set(
  addressPartsOf(address({ hasStreetLine2: true, hasInternationalSupport: true })).map((part) => part.key),
);

/** Casey Demo's French address (demo-settlement.md), with what else the model holds. */
const inFrance: ModelValues = {
  mailingCountry: 'FR',
  mailingStreetLine1: '12 Rue de la Paix',
  mailingStreetLine2: null,
  mailingCity: 'Paris',
  mailingSubDivision: null,
  mailingPostalCode: null,
  mailingSubDivisionNonUS: null,
  mailingPostalCodeNonUS: '75002',
};

/** The address fields that fail a rule, with the message keys, on the server. */
function addressErrors(values: ModelValues): Record<string, string[]> {
  const errors = validateModel(claimantInfo, values, 'server');
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => addressKeys.has(key))
      .map(([key, messages]) => [key, messages.map((message) => message.key)]),
  );
}

function field(key: string) {
  const found = claimantInfo.fields.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`No field ${key}`);
  return found;
}

describe('the parts of an address block', () => {
  it('are the street, city, state and ZIP code of spec §3 without international support', () => {
    expect(addressPartsOf(address()).map((part) => part.key)).toEqual([
      'mailingStreetLine1',
      'mailingCity',
      'mailingSubDivision',
      'mailingPostalCode',
    ]);
  });

  it('add the country, the second street line and the other countries’ fields when asked for', () => {
    expect(
      addressPartsOf(address({ hasStreetLine2: true, hasInternationalSupport: true })).map((part) => part.key),
    ).toEqual([
      'mailingCountry',
      'mailingStreetLine1',
      'mailingStreetLine2',
      'mailingCity',
      'mailingSubDivision',
      'mailingPostalCode',
      'mailingSubDivisionNonUS',
      'mailingPostalCodeNonUS',
    ]);
  });

  it('take the state and the country from a list', () => {
    expect(
      addressPartsOf(address({ hasInternationalSupport: true }))
        .filter((part) => part.component === 'select')
        .map((part) => part.key),
    ).toEqual(['mailingCountry', 'mailingSubDivision']);
  });

  it('depend on nothing without international support', () => {
    expect(addressPartsOf(address()).some((part) => part.country !== undefined)).toBe(false);
  });

  it('are the fields a step shows, in page order', () => {
    const step = standardPage.steps.find((candidate) => candidate.id === 'claimant-info')!;
    const shown = [...fieldsPlacedOn(step)].map((placed) => placed.field);
    expect(shown.slice(shown.indexOf('lastName') + 1, shown.indexOf('email'))).toEqual([...addressKeys]);
  });
});

describe('an international address (the demo claimant-info)', () => {
  it('checks no state or ZIP code for France', () => {
    expect(addressErrors(inFrance)).toEqual({});
  });

  it('requires the postal code of another country', () => {
    expect(addressErrors({ ...inFrance, mailingPostalCodeNonUS: null })).toEqual({
      mailingPostalCodeNonUS: ['LocKey_ClaimantInfo_PostalCodeNonUS_Required'],
    });
  });

  it('refuses another country’s postal code longer than 10 letters, digits or spaces', () => {
    expect(addressErrors({ ...inFrance, mailingPostalCodeNonUS: '75002-PARIS' })).toEqual({
      mailingPostalCodeNonUS: ['LocKey_ClaimantInfo_PostalCodeNonUS_Invalid'],
    });
  });

  it('requires the state and ZIP code, not the postal code, in the United States', () => {
    expect(addressErrors({ ...inFrance, mailingCountry: 'US' })).toEqual({
      mailingSubDivision: ['LocKey_ClaimantInfo_State_Required'],
      mailingPostalCode: ['LocKey_ClaimantInfo_ZipCode_Required'],
    });
  });

  it('requires a country', () => {
    expect(addressErrors({ ...inFrance, mailingCountry: null })).toEqual({
      mailingCountry: ['LocKey_ClaimantInfo_Country_Required'],
    });
  });

  it('takes only an ISO country code', () => {
    expect(addressErrors({ ...inFrance, mailingCountry: 'XX' }).mailingCountry).toEqual([
      'LocKey_Validation_UnknownOption',
    ]);
  });

  it('takes Puerto Rico as a state, not as a country', () => {
    expect(addressErrors({ ...inFrance, mailingCountry: 'PR' }).mailingCountry).toEqual([
      'LocKey_Validation_UnknownOption',
    ]);
  });

  it('does not file a state or ZIP code sent with a French address', () => {
    const sent = { ...inFrance, mailingSubDivision: 'IL', mailingPostalCode: '62701' };
    expect([keptValue(field('mailingSubDivision'), sent), keptValue(field('mailingPostalCode'), sent)]).toEqual([
      { keep: false },
      { keep: false },
    ]);
  });

  it('files the postal code of a French address', () => {
    expect(keptValue(field('mailingPostalCodeNonUS'), inFrance)).toEqual({ keep: true, value: '75002' });
  });

  it('does not file another country’s postal code with a US address', () => {
    const sent = { ...inFrance, mailingCountry: 'US', mailingSubDivision: 'IL', mailingPostalCode: '62701' };
    expect(keptValue(field('mailingPostalCodeNonUS'), sent)).toEqual({ keep: false });
  });
});
