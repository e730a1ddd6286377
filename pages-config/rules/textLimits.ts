import type { FieldConfig, FieldValue } from '../schema/field.ts';
import type { RuleMessage } from './message.ts';

/**
 * The most characters any field may hold: the limit of a field without a maxLength rule of its
 * own, and the largest a maxLength rule may allow. Enough for a long description of losses; the
 * server refuses any longer value in a submission before a rule looks at it.
 */
export const defaultMaxTextLength = 10_000;

/** The field's length limit: its maxLength rule's, or the default. */
export function lengthLimitOf(field: FieldConfig): number {
  let limit = defaultMaxTextLength;
  for (const rule of field.validations) if (rule.type === 'maxLength') limit = Math.min(limit, rule.max);
  return limit;
}

/**
 * The maxLength message when a value is longer than its field allows, checked on the raw value
 * before any other rule: a pattern or a character check never sees a value that could not be
 * stored, so no value, however long, costs more than reading it once.
 */
export function tooLongMessage(field: FieldConfig, value: FieldValue | undefined): RuleMessage | null {
  if (typeof value !== 'string') return null;
  const limit = lengthLimitOf(field);
  if (value.length <= limit) return null;
  const rule = field.validations.find((candidate) => candidate.type === 'maxLength' && candidate.max === limit);
  return {
    key: rule?.message ?? 'LocKey_Validation_MaxLength',
    defaultMessage: 'The maximum length allowed is {max}',
    values: { max: limit },
  };
}
