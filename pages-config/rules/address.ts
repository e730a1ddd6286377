import { unitedStates } from '../lists/countries.ts';
import type { AddressBlock } from '../schema/address.ts';
import type { Dependency, InheritedDependencies } from '../schema/field.ts';
import type { FieldComponent } from '../schema/page.ts';

/** A part of an address (spec §3 address fields, without the `mailing` prefix). */
export type AddressPartName =
  | 'country'
  | 'streetLine1'
  | 'streetLine2'
  | 'city'
  | 'subDivision'
  | 'postalCode'
  | 'subDivisionNonUS'
  | 'postalCodeNonUS';

/** The field key of each part (spec §3: mailingStreetLine1 … mailingCountry). */
export const addressFieldKeys = {
  country: 'mailingCountry',
  streetLine1: 'mailingStreetLine1',
  streetLine2: 'mailingStreetLine2',
  city: 'mailingCity',
  subDivision: 'mailingSubDivision',
  postalCode: 'mailingPostalCode',
  subDivisionNonUS: 'mailingSubDivisionNonUS',
  postalCodeNonUS: 'mailingPostalCodeNonUS',
} as const satisfies Record<AddressPartName, string>;

/** A part an address block shows: its field, the input it takes, and what it depends on. */
export interface AddressPartPlacement {
  part: AddressPartName;
  key: string;
  component: Extract<FieldComponent, 'text' | 'select'>;
  /**
   * With international support, the country the part belongs to: the US-only parts are shown,
   * checked and filed only while the country is US, the other countries' only while it is not.
   */
  country?: InheritedDependencies | undefined;
}

const selects: ReadonlySet<AddressPartName> = new Set(['country', 'subDivision']);

/**
 * The parts an address block shows, in page order (spec §2): the country with international
 * support, the street lines, then city, state and ZIP code, then the other countries' subdivision
 * and postal code with international support. The input shows one of the last two sets, by country.
 */
export function addressPartsOf(block: AddressBlock): AddressPartPlacement[] {
  const international = block.hasInternationalSupport === true;
  // The country is a field of the same model: no model named, so each part looks at its own.
  const countryIs = (comparison: Dependency['comparison'], value: string | null): Dependency => ({
    field: addressFieldKeys.country,
    comparison,
    value,
  });
  // A country left empty is neither: the country is required, and starts at US (its default value).
  const inUnitedStates: InheritedDependencies = { dependencies: [countryIs('IsEqualTo', unitedStates)] };
  const elsewhere: InheritedDependencies = {
    dependencies: [countryIs('IsNotEqualTo', unitedStates), countryIs('IsNotEqualTo', null)],
  };
  const shown: Array<{ part: AddressPartName; country?: InheritedDependencies }> = [
    ...(international ? [{ part: 'country' as const }] : []),
    { part: 'streetLine1' },
    ...(block.hasStreetLine2 ? [{ part: 'streetLine2' as const }] : []),
    { part: 'city' },
    ...(international
      ? [
          { part: 'subDivision' as const, country: inUnitedStates },
          { part: 'postalCode' as const, country: inUnitedStates },
          { part: 'subDivisionNonUS' as const, country: elsewhere },
          { part: 'postalCodeNonUS' as const, country: elsewhere },
        ]
      : [{ part: 'subDivision' as const }, { part: 'postalCode' as const }]),
  ];
  return shown.map(({ part, country }) => ({
    part,
    key: addressFieldKeys[part],
    component: selects.has(part) ? 'select' : 'text',
    ...(country ? { country } : {}),
  }));
}
