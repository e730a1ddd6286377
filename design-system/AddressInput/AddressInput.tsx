import { Columns } from '../Columns/Columns.tsx';
import { Select, type ChoiceOption } from '../Select/Select.tsx';
import { TextInput } from '../TextInput/TextInput.tsx';
import { defaultCountry } from './countries.ts';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css.ts';
import type { FieldGroupProps } from '../Field/FieldGroup.ts';
import * as styles from '../Field/FieldGroup.css.ts';

/** The parts of an address (spec §3 address fields, without the `mailing` prefix). */
export type AddressPart =
  | 'streetLine1'
  | 'streetLine2'
  | 'city'
  | 'subDivision'
  | 'postalCode'
  | 'subDivisionNonUS'
  | 'postalCodeNonUS'
  | 'country';

/** An address; a missing `country` value means the US (spec §9). */
export interface AddressInputProps extends FieldGroupProps<AddressPart> {
  /** Show a second street line (spec §2: hasStreetLine2). */
  hasStreetLine2?: boolean | undefined;
  /** Offer countries other than the US, with their own subdivision and postal code (spec §2). */
  hasInternationalSupport?: boolean | undefined;
  /** The US states, DC, territories and military codes, as options (spec §3). */
  stateOptions: readonly ChoiceOption[];
  /** The countries, as options (see `countryOptions`); needed with international support. */
  countryOptions?: readonly ChoiceOption[] | undefined;
  /** The empty first option of the selects, already translated, e.g. "Select…". */
  selectPlaceholder: string;
  /** The city/state/ZIP row: `thirds` in one row (default), or `halves` with the ZIP code below at half width. */
  layout?: 'halves' | 'thirds' | undefined;
  /** The id of a part's input where it is not `${id}-${part}`, e.g. the id a form's error summary links to. */
  partIds?: Partial<Record<AddressPart, string>> | undefined;
  /** Called with the part when the claimant presses Enter in one of the text inputs. */
  onEnter?: ((part: AddressPart) => void) | undefined;
}

/**
 * A postal address: street lines, then city, state and ZIP code for the US, or city, subdivision
 * and postal code for another country (spec §2, §5: ZIP mask for the US, its own mask elsewhere).
 */
export function AddressInput({
  id,
  legend,
  suppressLegend,
  labels,
  values,
  errors,
  required,
  optionalText,
  onChange,
  onBlur,
  hasStreetLine2,
  hasInternationalSupport,
  stateOptions,
  countryOptions = [],
  selectPlaceholder,
  layout = 'thirds',
  partIds,
  onEnter,
  disabled,
}: AddressInputProps) {
  const country = (hasInternationalSupport ? values.country : null) || defaultCountry;
  const isUnitedStates = country === defaultCountry;

  /** The props every part shares. */
  const part = (name: AddressPart) => ({
    id: partIds?.[name] ?? `${id}-${name}`,
    label: labels[name] ?? name,
    errors: errors?.[name],
    required: required?.[name],
    optionalText,
    disabled,
    onBlur: onBlur ? () => onBlur(name) : undefined,
  });
  const text = (name: AddressPart, autoComplete: string) => (
    <TextInput
      {...part(name)}
      value={values[name] ?? ''}
      onChange={(value) => onChange(name, value)}
      onEnter={onEnter ? () => onEnter(name) : undefined}
      autoComplete={autoComplete}
    />
  );

  const city = text('city', 'address-level2');
  const stateSelect = (
    <Select
      {...part('subDivision')}
      value={values.subDivision ?? ''}
      onChange={(value) => onChange('subDivision', value)}
      options={stateOptions}
      placeholder={selectPlaceholder}
      autoComplete="address-level1"
    />
  );
  const zipCode = (
    <TextInput
      {...part('postalCode')}
      value={values.postalCode ?? ''}
      onChange={(value) => onChange('postalCode', value)}
      onEnter={onEnter ? () => onEnter('postalCode') : undefined}
      mask="zip"
      autoComplete="postal-code"
    />
  );
  // Spec §2 layout columns: three inputs in thirds, or two in halves and one alone at half width.
  const usRow =
    layout === 'thirds' ? (
      <Columns count={3}>
        {city}
        {stateSelect}
        {zipCode}
      </Columns>
    ) : (
      <>
        <Columns count={2}>
          {city}
          {stateSelect}
        </Columns>
        <Columns count={1}>{zipCode}</Columns>
      </>
    );

  const nonUsRow = (
    <Columns count={3}>
      {city}
      {text('subDivisionNonUS', 'address-level1')}
      <TextInput
        {...part('postalCodeNonUS')}
        value={values.postalCodeNonUS ?? ''}
        onChange={(value) => onChange('postalCodeNonUS', value)}
        onEnter={onEnter ? () => onEnter('postalCodeNonUS') : undefined}
        mask="nonUsPostalCode"
        autoComplete="postal-code"
      />
    </Columns>
  );

  return (
    <fieldset className={styles.group} data-country={country}>
      <legend className={suppressLegend ? visuallyHidden : styles.legend}>{legend}</legend>
      {hasInternationalSupport ? (
        <Columns count={1}>
          <Select
            {...part('country')}
            value={country}
            onChange={(value) => onChange('country', value)}
            options={countryOptions}
            placeholder={selectPlaceholder}
            autoComplete="country"
          />
        </Columns>
      ) : null}
      {text('streetLine1', 'address-line1')}
      {hasStreetLine2 ? text('streetLine2', 'address-line2') : null}
      {isUnitedStates ? usRow : nonUsRow}
    </fieldset>
  );
}
