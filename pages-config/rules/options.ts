import { countryCodes } from '../lists/countries.ts';
import { usStates } from '../lists/usStates.ts';
import type { FieldConfig, FieldValue } from '../schema/field.ts';
import type { OptionListName } from '../schema/names.ts';
import type { RuleMessage } from './message.ts';

/** The values of each list the product maintains. */
const optionListValues: Record<OptionListName, readonly string[]> = {
  usStates: usStates.map((state) => state.value),
  countries: countryCodes,
};

/** The values a select or radio field takes: its options or its list, and "None" when it offers none. */
export function allowedValuesOf(field: FieldConfig): string[] | null {
  const values = field.optionList
    ? [...optionListValues[field.optionList]]
    : field.options?.map((option) => option.value);
  if (!values) return null;
  return field.hasNoneOption ? [...values, 'None'] : values;
}

/**
 * A field that lists its choices takes only one of them: a value the claimant could not have chosen
 * (a model year of 2018 sent straight to the server) fails, in the browser and on the server alike.
 */
export function unknownOptionError(field: FieldConfig, value: FieldValue | undefined): RuleMessage | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const allowed = allowedValuesOf(field);
  return allowed === null || allowed.includes(value)
    ? null
    : { key: 'LocKey_Validation_UnknownOption', defaultMessage: 'Choose one of the options.' };
}
