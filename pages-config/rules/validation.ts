import type { FieldConfig, FieldValue, ValidationRule } from '../schema/field.ts';
import type { ModelConfig } from '../schema/page.ts';
import type { RuleMessage } from './message.ts';
import { isFieldVisible } from './dependencies.ts';

/** Where a check runs: some rules (requiredOnClientOnly) apply in the browser only. */
export type ValidationSide = 'client' | 'server';

export type ModelValues = Readonly<Record<string, FieldValue | undefined>>;

/** Field key → the messages of the rules it fails, in rule order. */
export type ModelErrors = Record<string, RuleMessage[]>;

// Spec §5: RFC-lenient address check, the same in both places (no Unicode local parts).
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isEmpty(value: FieldValue | undefined): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '') || value === false;
}

function asText(value: FieldValue | undefined): string {
  return typeof value === 'string' ? value : value === true ? 'true' : '';
}

type RuleCheck<T extends ValidationRule> = (rule: T, value: FieldValue | undefined, values: ModelValues) => RuleMessage | null;
type RuleChecks = { [K in ValidationRule['type']]: RuleCheck<Extract<ValidationRule, { type: K }>> };

const required: RuleCheck<{ type: 'required' | 'requiredOnClientOnly'; message?: string }> = (rule, value) =>
  isEmpty(value) ? { key: rule.message ?? 'LocKey_Validation_Required', defaultMessage: 'Value is required' } : null;

const ruleChecks: RuleChecks = {
  required,
  requiredOnClientOnly: required,
  maxLength: (rule, value) =>
    asText(value).length > rule.max
      ? { key: rule.message ?? 'LocKey_Validation_MaxLength', defaultMessage: 'The maximum length allowed is {max}', values: { max: rule.max } }
      : null,
  regularExpression: (rule, value) =>
    isEmpty(value) || new RegExp(`^(?:${rule.pattern})$`).test(asText(value))
      ? null
      : { key: rule.message, defaultMessage: 'The value is not valid' },
  email: (rule, value) =>
    isEmpty(value) || emailPattern.test(asText(value).trim())
      ? null
      : {
          key: rule.message ?? 'LocKey_Validation_Email',
          defaultMessage: 'Enter an email address in the correct format, like name@example.com',
        },
  matchesField: (rule, value, values) =>
    isEmpty(value) || asText(value).trim() === asText(values[rule.field]).trim()
      ? null
      : { key: rule.message, defaultMessage: 'The values do not match' },
};

function appliesOn(rule: ValidationRule, side: ValidationSide): boolean {
  return !(rule.type === 'requiredOnClientOnly' && side === 'server');
}

/** The messages of every rule a field's value fails. Hidden fields are never checked. */
export function validateField(field: FieldConfig, values: ModelValues, side: ValidationSide): RuleMessage[] {
  if (!isFieldVisible(field, values)) return [];
  const messages: RuleMessage[] = [];
  for (const rule of field.validations) {
    if (!appliesOn(rule, side)) continue;
    const check = ruleChecks[rule.type] as RuleCheck<ValidationRule>;
    const message = check(rule, values[field.key], values);
    if (message) messages.push(message);
  }
  return messages;
}

/** Every failing field of a model; an empty object when the model is valid. */
export function validateModel(model: ModelConfig, values: ModelValues, side: ValidationSide): ModelErrors {
  const errors: ModelErrors = {};
  for (const field of model.fields) {
    const messages = validateField(field, values, side);
    if (messages.length > 0) errors[field.key] = messages;
  }
  return errors;
}

/** Whether a field is required, which also decides the label's required marker (spec §5). */
export function isFieldRequired(field: FieldConfig): boolean {
  return field.validations.some((rule) => rule.type === 'required' || rule.type === 'requiredOnClientOnly');
}
