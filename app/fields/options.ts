import { countryOptions } from '#design-system/AddressInput/countries.ts';
import { countryCodes } from '#pages-config/lists/countries.ts';
import { usStates } from '#pages-config/lists/usStates.ts';
import type { FieldConfig } from '#pages-config/schema/field.ts';
import type { TextLookup } from '../i18n/useText.ts';

/**
 * The choices of a select or radio field, labels translated: a product-maintained list when the
 * field names one (usStates: proper names, the same in every culture; countries: named in the
 * culture), else its options, plus the "none" option when asked for.
 */
export function choicesOf(config: FieldConfig, t: TextLookup, culture: string): { value: string; label: string }[] {
  const choices =
    config.optionList === 'usStates'
      ? [...usStates]
      : config.optionList === 'countries'
        ? countryOptions(culture, countryCodes)
        : (config.options ?? []).map((option) => ({ value: option.value, label: t(option.label) }));
  if (config.hasNoneOption) choices.push({ value: 'None', label: t(config.noneOptionLabel ?? 'LocKey_Shared_None') });
  return choices;
}
