import type { FieldConfig, FieldValue } from '../schema/field.ts';

/** Field key → the value the claimant's notice prefilled into it, for the fields of one model. */
export type NoticeValues = Readonly<Record<string, FieldValue | undefined>>;

/**
 * The notice's values of a model by field key, from the prefill the server sends at sign-in (its
 * names matched case-insensitively against each field's prepopulatedDataKey, or key, as the
 * prefill itself is). Only the values the notice actually holds: an empty one supplies nothing.
 */
export function noticeValuesOf(
  fields: readonly FieldConfig[],
  prepopulated: Readonly<Record<string, FieldValue>>,
): Record<string, FieldValue> {
  const byLowerName = new Map(Object.entries(prepopulated).map(([name, value]) => [name.toLowerCase(), value]));
  const values: Record<string, FieldValue> = {};
  for (const field of fields) {
    const value = byLowerName.get((field.prepopulatedDataKey ?? field.key).toLowerCase());
    if (typeof value === 'string' && value.trim() !== '') values[field.key] = value;
  }
  return values;
}

/** One spelling of a text answer: spaces around it and letter case do not change an email. */
function sameText(value: FieldValue | undefined, noticeValue: FieldValue | undefined): boolean {
  return (
    typeof value === 'string' &&
    typeof noticeValue === 'string' &&
    value.trim().toLowerCase() === noticeValue.trim().toLowerCase()
  );
}

/**
 * Whether a confirm field need not be asked: its `matchesField` rule says `onlyWhenChangedFromNotice`
 * and the field it repeats still holds the value the notice supplied (an email the notice gave is
 * not typed again). Once the claimant changes that value, the confirm field is asked as usual.
 */
export function isRepeatOfNoticeValue(field: FieldConfig, values: NoticeValues, notice: NoticeValues): boolean {
  return field.validations.some(
    (rule) =>
      rule.type === 'matchesField' &&
      rule.onlyWhenChangedFromNotice === true &&
      sameText(values[rule.field], notice[rule.field]),
  );
}
