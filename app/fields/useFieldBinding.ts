import { useCallback, useState } from 'react';
import { partNameOf } from '#pages-config/api/parts.ts';
import type { FieldConfig, FieldValue } from '#pages-config/schema/field.ts';
import type { MaskName } from '#pages-config/schema/names.ts';
import type { DtoMapping } from '#pages-config/schema/page.ts';
import {
  selectDerivedField,
  selectFieldConfig,
  selectModel,
  selectTableRow,
  type DerivedFieldState,
} from '../features/formModels/formModelsSelectors.ts';
import { fieldBlurred, fieldChanged } from '../features/formModels/formModelsSlice.ts';
import { useText } from '../i18n/useText.ts';
import { useAppDispatch, useAppSelector } from '../store.ts';
import type { FieldComponentProps } from './fieldProps.ts';

/**
 * The DOM id of a field's control: part name and key, e.g. `claimantInfo-firstName`, with the
 * record's client id for a record (`claimTransactions-fm-a1b2c3d4-vin`); error links point at it.
 */
export function fieldIdOf(model: DtoMapping, key: string, recordClientId?: string): string {
  return recordClientId ? `${partNameOf(model)}-${recordClientId}-${key}` : `${partNameOf(model)}-${key}`;
}

/** Everything a field component needs: config, translated texts, value, derived state and events. */
export interface FieldBinding {
  id: string;
  config: FieldConfig;
  value: FieldValue;
  visible: boolean;
  /** Shown but not operable: its dependencies disable it (spec §4). */
  disabled: boolean;
  /** The input mask in effect: a fulfilled dependency may override the field's own (spec §4). */
  maskName: MaskName | undefined;
  /** The props the design system's inputs share (label, hint, errors, required, optional text). */
  fieldProps: {
    id: string;
    label: string;
    hint: string | undefined;
    errors: readonly string[];
    required: boolean;
    optionalText: string;
    suppressLabel: boolean | undefined;
  };
  placeholder: string | undefined;
  /** Dispatches fieldChanged (empty becomes null in the store). */
  change: (value: FieldValue) => void;
  /** Dispatches fieldChanged for a choice made while the claimant stays on the field: no errors until it is left. */
  choose: (value: FieldValue) => void;
  /** Dispatches fieldBlurred: the field may show its errors from now on. */
  blur: () => void;
}

/**
 * Whether a field shows the same with either derived state. The derived state of every field is
 * derived anew whenever any field changes; comparing what a field shows keeps the other fields of
 * the page (hundreds in a long table) from re-rendering with it.
 */
export function showsSameDerivedState(
  before: DerivedFieldState | undefined,
  after: DerivedFieldState | undefined,
): boolean {
  if (before === after) return true;
  if (!before || !after) return false;
  return (
    before.visible === after.visible &&
    before.disabled === after.disabled &&
    before.required === after.required &&
    before.maskName === after.maskName &&
    before.shownErrors.length === after.shownErrors.length &&
    before.shownErrors.every((error, index) => error === after.shownErrors[index])
  );
}

/**
 * Whether a field shows the same with either read of the store (its config, record, value and
 * derived state). One subscription a field, not one for each: every subscription is checked on
 * every change of the store, and a table of 200 rows holds 1,800 fields.
 */
function showsSameBinding(before: BindingRead, after: BindingRead): boolean {
  return (
    before[0] === after[0] &&
    before[1] === after[1] &&
    before[2] === after[2] &&
    showsSameDerivedState(before[3], after[3])
  );
}

type BindingRead = readonly [FieldConfig | undefined, string | undefined, FieldValue, DerivedFieldState | undefined];

/**
 * Binds one field of a saved model to the store. Returns null until the model configs are loaded,
 * or when the page config names a field the model does not have.
 */
export function useFieldBinding({
  formType,
  model,
  fieldKey,
  recordClientId,
  cellLabel,
  row,
}: FieldComponentProps): FieldBinding | null {
  const t = useText();
  const dispatch = useAppDispatch();
  const [config, clientId, value, derived] = useAppSelector((state): BindingRead => {
    const holder = recordClientId ? selectTableRow(state, recordClientId) : selectModel(state, formType, model);
    return [
      selectFieldConfig(state, formType, model, fieldKey),
      holder?.clientId,
      holder?.fields[fieldKey] ?? null,
      holder && selectDerivedField(state, holder.clientId, fieldKey),
    ];
  }, showsSameBinding);
  const change = useCallback(
    (next: FieldValue) => {
      if (clientId) dispatch(fieldChanged({ clientId, key: fieldKey, value: next }));
    },
    [clientId, dispatch, fieldKey],
  );
  const choose = useCallback(
    (next: FieldValue) => {
      if (clientId) dispatch(fieldChanged({ clientId, key: fieldKey, value: next, stillChoosing: true }));
    },
    [clientId, dispatch, fieldKey],
  );
  const blur = useCallback(() => {
    if (clientId) dispatch(fieldBlurred({ clientId, key: fieldKey }));
  }, [clientId, dispatch, fieldKey]);

  if (!config || !clientId || !derived) return null;
  const id = fieldIdOf(model, fieldKey, recordClientId);
  return {
    id,
    config,
    value,
    visible: derived.visible,
    disabled: derived.disabled,
    maskName: derived.maskName,
    fieldProps: {
      id,
      label: cellLabel ?? t(config.label),
      hint: config.hint ? t(config.hint) : undefined,
      // A table row's field may be read far from its row (a card's errors, a screen reader's list).
      errors: row
        ? derived.shownErrors.map((error) => t('LocKey_Shared_TableRow_Error', { 0: row.full, 1: error }))
        : derived.shownErrors,
      required: derived.required && !config.disableRequiredStyling,
      optionalText: t('LocKey_Shared_Optional'),
      suppressLabel: cellLabel !== undefined || config.suppressLabel,
    },
    placeholder: config.placeholderText ? t(config.placeholderText) : undefined,
    change,
    choose,
    blur,
  };
}

/**
 * Local text while the claimant types (STYLE.md: no dispatch per keystroke for free text). The
 * draft is kept only while the committed value is unchanged, so a prefill replaces it. `commit`
 * says whether it committed a change: a change touches the field itself (fieldChanged), so a field
 * left changed needs no fieldBlurred, a dispatch that would only have every bound field check its
 * state again (1,800 in a table of 200 rows).
 */
export function useDraft(committed: string, commitValue: (text: string) => void) {
  const [draft, setDraft] = useState<{ base: string; text: string } | null>(null);
  const text = draft !== null && draft.base === committed ? draft.text : committed;
  const edit = (next: string) => setDraft({ base: committed, text: next });
  const commit = () => {
    const changed = text !== committed;
    if (changed) commitValue(text);
    setDraft(null);
    return changed;
  };
  return { text, edit, commit };
}

/**
 * useDraft for several text inputs at once (the parts of an address), by key: each part's local
 * text while the claimant types, committed on blur or Enter.
 */
export function useDrafts<Key extends string>(
  committed: Readonly<Partial<Record<Key, string>>>,
  commitValue: (key: Key, text: string) => void,
) {
  const [drafts, setDrafts] = useState<Partial<Record<Key, { base: string; text: string }>>>({});
  const textOf = (key: Key): string => {
    const base = committed[key] ?? '';
    const draft = drafts[key];
    return draft !== undefined && draft.base === base ? draft.text : base;
  };
  const edit = (key: Key, text: string) =>
    setDrafts((old) => ({ ...old, [key]: { base: committed[key] ?? '', text } }));
  const commit = (key: Key) => {
    const text = textOf(key);
    if (text !== (committed[key] ?? '')) commitValue(key, text);
    setDrafts((old) => {
      const next = { ...old };
      delete next[key];
      return next;
    });
  };
  return { textOf, edit, commit };
}
