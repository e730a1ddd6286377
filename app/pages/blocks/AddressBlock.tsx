import { useMemo } from 'react';
import { AddressInput, type AddressPart } from '#design-system/AddressInput/AddressInput.tsx';
import { partNameOf } from '#pages-config/api/parts.ts';
import { addressPartsOf } from '#pages-config/rules/address.ts';
import type { FieldConfig } from '#pages-config/schema/field.ts';
import { selectActiveCulture } from '../../features/culture/cultureSlice.ts';
import { selectDerivedFields, selectModel, selectModelConfig } from '../../features/formModels/formModelsSelectors.ts';
import { fieldBlurred, fieldChanged } from '../../features/formModels/formModelsSlice.ts';
import { choicesOf } from '../../fields/options.ts';
import { fieldIdOf, useDrafts } from '../../fields/useFieldBinding.ts';
import { useText } from '../../i18n/useText.ts';
import { useAppDispatch, useAppSelector } from '../../store.ts';
import type { BlockProps } from './blockProps.ts';

/** The parts the claimant picks from a list; they are committed at once, the others on blur or Enter. */
const selectParts: ReadonlySet<AddressPart> = new Set(['country', 'subDivision']);

/**
 * An address (spec §2 address input): the address fields of its model in one fieldset. With
 * international support a country select comes first, and the state and ZIP code give way to the
 * other countries' subdivision and postal code when another country is chosen; the rules decide
 * the same for each part from the country (rules/address.ts), so what is shown is what is checked.
 */
export function AddressBlock({ block, formType }: BlockProps<'address'>) {
  const t = useText();
  const dispatch = useAppDispatch();
  const culture = useAppSelector(selectActiveCulture) ?? 'en';
  const model = useAppSelector((state) => selectModel(state, formType, block.model));
  const config = useAppSelector((state) => selectModelConfig(state, formType, block.model));
  const derived = useAppSelector((state) => (model ? selectDerivedFields(state)[model.clientId] : undefined));
  const parts = useMemo(() => addressPartsOf(block), [block]);

  const values: Partial<Record<AddressPart, string>> = {};
  for (const { part, key } of parts) {
    const value = model?.fields[key];
    if (typeof value === 'string') values[part] = value;
  }
  const keyOf = (part: AddressPart) => parts.find((candidate) => candidate.part === part)?.key;
  const change = (part: AddressPart, value: string) => {
    const key = keyOf(part);
    // A select's choice counts at once, but its errors wait until it is left, as a typed part's do.
    const stillChoosing = selectParts.has(part);
    if (model && key)
      dispatch(fieldChanged({ clientId: model.clientId, key, value: value === '' ? null : value, stillChoosing }));
  };
  const blur = (part: AddressPart) => {
    const key = keyOf(part);
    if (model && key) dispatch(fieldBlurred({ clientId: model.clientId, key }));
  };
  const drafts = useDrafts(values, change);

  if (!model || !config || !derived) return null;
  const fieldOf = (key: string): FieldConfig | undefined => config.fields.find((field) => field.key === key);
  const shown = parts.filter(({ key }) => fieldOf(key) && derived[key]?.visible);
  if (shown.length === 0) return null;

  const labels: Partial<Record<AddressPart, string>> = {};
  const errors: Partial<Record<AddressPart, readonly string[]>> = {};
  const required: Partial<Record<AddressPart, boolean>> = {};
  const partIds: Partial<Record<AddressPart, string>> = {};
  for (const { part, key } of parts) {
    const field = fieldOf(key);
    const state = derived[key];
    if (!field || !state) continue;
    labels[part] = t(field.label);
    errors[part] = state.shownErrors;
    required[part] = state.required && !field.disableRequiredStyling;
    // The ids the error summary links to, as for every other field.
    partIds[part] = fieldIdOf(block.model, key);
  }
  const choices = (part: AddressPart) => {
    const field = fieldOf(keyOf(part) ?? '');
    return field ? choicesOf(field, t, culture) : [];
  };
  const leave = (part: AddressPart) => {
    if (!selectParts.has(part)) drafts.commit(part);
    blur(part);
  };

  return (
    <AddressInput
      id={`${partNameOf(block.model)}-address`}
      legend={t(block.legend)}
      suppressLegend={block.suppressLegend}
      labels={labels}
      values={Object.fromEntries(
        parts.map(({ part }) => [part, selectParts.has(part) ? (values[part] ?? '') : drafts.textOf(part)]),
      )}
      errors={errors}
      required={required}
      optionalText={t('LocKey_Shared_Optional')}
      onChange={(part, value) => (selectParts.has(part) ? change(part, value) : drafts.edit(part, value))}
      onBlur={leave}
      onEnter={leave}
      hasStreetLine2={block.hasStreetLine2}
      hasInternationalSupport={block.hasInternationalSupport}
      stateOptions={choices('subDivision')}
      countryOptions={choices('country')}
      selectPlaceholder={t('LocKey_Shared_SelectPlaceholder')}
      layout={block.layout}
      partIds={partIds}
      disabled={shown.every(({ key }) => derived[key]?.disabled)}
    />
  );
}
