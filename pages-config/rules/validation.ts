import type { FieldConfig, FieldValue, ValidationRule } from '../schema/field.ts';
import type { ModelConfig } from '../schema/page.ts';
import type { RuleMessage } from './message.ts';
import { isFieldActive, type OtherModels } from './dependencies.ts';
import {
  compareDates,
  formatUserDate,
  isUserDate,
  parseUserDate,
  todayInLosAngeles,
  type CalendarDate,
} from './dates.ts';
import { hasHiddenCharacters, hiddenCharactersMessage } from './hiddenCharacters.ts';
import type { NoticeValues } from './noticeValues.ts';
import { unknownOptionError } from './options.ts';
import { vinProblem } from './vin.ts';
import { matchesSettlementPattern } from './settlementPatterns.ts';
import { tooLongMessage } from './textLimits.ts';

/** Where a check runs: some rules (requiredOnClientOnly) apply in the browser only. */
export type ValidationSide = 'client' | 'server';

export type ModelValues = Readonly<Record<string, FieldValue | undefined>>;

/** Field key → the messages of the rules it fails, in rule order. */
export type ModelErrors = Record<string, RuleMessage[]>;

/** What some rules need besides the values: the fetched character whitelist and the clock. */
export interface ValidationContext {
  /**
   * Every allowed character (GET /api/characters-whitelist); undefined until fetched; null when the
   * call met a 403, which spec §6 ignores: the client then does not restrict characters (the server,
   * which always has the whitelist, still does).
   */
  allowedCharacters?: string | null;
  /** The current instant; dates are compared in America/Los_Angeles. */
  now?: Date;
  /** The form's other models by dtoMapping, for dependencies that look at them. */
  otherModels?: OtherModels;
  /**
   * The values the claimant's notice supplied to the model being checked (noticeValues.ts): a
   * confirm field that would only repeat one of them is not asked.
   */
  notice?: NoticeValues;
}

type Rule<T extends ValidationRule['type']> = Extract<ValidationRule, { type: T }>;
type Check<T extends ValidationRule['type']> = (
  rule: Rule<T>,
  value: FieldValue | undefined,
  values: ModelValues,
  context: ValidationContext,
) => RuleMessage | null;

/**
 * Spec §5 formats, the same in browser and server. Each runs in time linear in the value's length
 * (no pattern here has two ways to match the same text: a test runs a ReDoS analysis over every
 * pattern literal of the code), and only on values within the field's length limit.
 */
const formats: Record<'email' | 'url' | 'integer' | 'decimal' | 'alpha' | 'alphanumeric', (text: string) => boolean> = {
  email: isEmailAddress,
  url: (text) => /^https?:\/\/[^\s/$.?#]\S*$/i.test(text),
  integer: (text) => /^-?\d+$/.test(text),
  decimal: (text) => /^-?(?:\d+(?:\.\d*)?|\.\d+)$/.test(text),
  alpha: (text) => /^\p{L}+$/u.test(text),
  alphanumeric: (text) => /^[\p{L}\p{N}]+$/u.test(text),
};

/**
 * Something@domain.tld: one @ with no space on either side, and a dot in the domain with text on
 * both sides of it. Written as scans rather than the usual /^[^\s@]+@[^\s@]+\.[^\s@]+$/, which
 * backtracks in quadratic time on a long domain without a proper dot (seconds at 100 kB).
 */
function isEmailAddress(text: string): boolean {
  const at = text.indexOf('@');
  if (at < 1 || !/^[^\s@]+$/.test(text.slice(0, at))) return false;
  const domain = text.slice(at + 1);
  return /^[^\s@]+$/.test(domain) && domain.slice(1, -1).includes('.');
}

export function isEmptyValue(value: FieldValue | undefined): boolean {
  return value === null || value === undefined || value === false || (typeof value === 'string' && value.trim() === '');
}

function asText(value: FieldValue | undefined): string {
  return typeof value === 'string' ? value.trim() : value === true ? 'true' : '';
}

function message(
  key: string | undefined,
  fallbackKey: string,
  defaultMessage: string,
  values?: RuleMessage['values'],
): RuleMessage {
  return values ? { key: key ?? fallbackKey, defaultMessage, values } : { key: key ?? fallbackKey, defaultMessage };
}

const requiredMessage = (rule: { message?: string | undefined }) =>
  message(rule.message, 'LocKey_Validation_Required', 'Value is required');
const conditionalRequiredMessage = (rule: { message?: string | undefined }) =>
  message(rule.message, 'LocKey_Validation_RequiredIf', 'The value is required');

/** IsEqualTo / IsNotEqualTo, where a null comparison value means empty (spec §5). */
function conditionHolds(
  condition: { field: string; comparison: 'IsEqualTo' | 'IsNotEqualTo'; value: FieldValue },
  values: ModelValues,
) {
  const other = values[condition.field];
  const equal =
    condition.value === null
      ? isEmptyValue(other)
      : typeof condition.value === 'boolean'
        ? (other === true) === condition.value
        : asText(other) === condition.value;
  return condition.comparison === 'IsEqualTo' ? equal : !equal;
}

/** Whether a conditional-required rule currently makes its field required. */
function requiresNow(rule: ValidationRule, values: ModelValues): boolean {
  switch (rule.type) {
    case 'required':
    case 'requiredOnClientOnly':
      return true;
    case 'requiredIf':
      return conditionHolds(rule, values);
    case 'nestedRequiredIf': {
      const [first, second] = rule.conditions.map((condition) => conditionHolds(condition, values));
      return rule.operator === 'And' ? Boolean(first && second) : Boolean(first || second);
    }
    case 'requiredIfOtherPropertyMatchesRegex':
      return matchesSettlementPattern(rule.pattern, asText(values[rule.field]));
    default:
      return false;
  }
}

function boundToComparable(bound: number | string, context: ValidationContext): number | CalendarDate {
  if (typeof bound === 'number') return bound;
  return bound === 'today' ? todayInLosAngeles(context.now ?? new Date()) : parseUserDate(bound);
}

function formatBound(bound: number | string, context: ValidationContext): string | number {
  return bound === 'today' ? formatUserDate(todayInLosAngeles(context.now ?? new Date())) : bound;
}

/** A number range or a date range, the value read by the type of the bounds. */
function outsideRange(
  value: string,
  min: number | string | undefined,
  max: number | string | undefined,
  context: ValidationContext,
) {
  const sample = min ?? max;
  if (sample === undefined) return false;
  if (typeof sample === 'number') {
    const number = Number(value.replaceAll(',', '').replace(/^\$/, ''));
    if (Number.isNaN(number)) return true;
    return (min !== undefined && number < (min as number)) || (max !== undefined && number > (max as number));
  }
  if (!isUserDate(value)) return true;
  const date = parseUserDate(value);
  const below = min !== undefined && compareDates(date, boundToComparable(min, context) as CalendarDate) < 0;
  const above = max !== undefined && compareDates(date, boundToComparable(max, context) as CalendarDate) > 0;
  return below || above;
}

/**
 * The latest date a date field's rules accept: the earliest `max` of its `range` and `between`
 * rules, and today under preventFutureDate; null when no rule bounds it from above. A calendar
 * opens there while the field is empty: a date of birth at the latest birth date the settlement
 * takes, not at today, which no adult claimant was born on.
 */
export function latestAllowedDate(
  rules: readonly ValidationRule[] | undefined,
  context: ValidationContext,
): CalendarDate | null {
  const limits = (rules ?? []).flatMap((rule): CalendarDate[] => {
    if (rule.type === 'preventFutureDate' || rule.type === 'preventFutureShortDate')
      return [todayInLosAngeles(context.now ?? new Date())];
    if ((rule.type === 'range' || rule.type === 'between') && typeof rule.max === 'string')
      return [boundToComparable(rule.max, context) as CalendarDate];
    return [];
  });
  return limits.reduce<CalendarDate | null>(
    (earliest, limit) => (earliest && compareDates(earliest, limit) <= 0 ? earliest : limit),
    null,
  );
}

type SimpleRule = { message?: string | undefined };

function formatCheck(name: keyof typeof formats, key: string, defaultMessage: string) {
  return (rule: SimpleRule, value: FieldValue | undefined) =>
    isEmptyValue(value) || formats[name](asText(value)) ? null : message(rule.message, key, defaultMessage);
}

const futureDateCheck = (
  rule: SimpleRule,
  value: FieldValue | undefined,
  _values: ModelValues,
  context: ValidationContext,
) => {
  if (isEmptyValue(value) || !isUserDate(asText(value))) return null;
  return compareDates(parseUserDate(asText(value)), todayInLosAngeles(context.now ?? new Date())) > 0
    ? message(rule.message, 'LocKey_Validation_FutureDate', 'The date cannot be in the future')
    : null;
};

/** One check per rule type; `satisfies` makes tsc list any rule type without a check. */
const checks = {
  required: (rule, value) => (isEmptyValue(value) ? requiredMessage(rule) : null),
  requiredOnClientOnly: (rule, value) => (isEmptyValue(value) ? requiredMessage(rule) : null),
  requiredIf: (rule, value, values) =>
    isEmptyValue(value) && requiresNow(rule, values) ? conditionalRequiredMessage(rule) : null,
  nestedRequiredIf: (rule, value, values) =>
    isEmptyValue(value) && requiresNow(rule, values) ? conditionalRequiredMessage(rule) : null,
  requiredIfOtherPropertyMatchesRegex: (rule, value, values) =>
    isEmptyValue(value) && requiresNow(rule, values) ? conditionalRequiredMessage(rule) : null,
  requireOnePropertyValTrue: (rule, _value, values) =>
    rule.fields.some((key) => values[key] === true)
      ? null
      : message(rule.message, 'LocKey_Validation_RequireOneTrue', 'At least one option is required.'),
  RequireOnePropertyToHaveAValue: (rule, _value, values) =>
    rule.fields.some((key) => !isEmptyValue(values[key]))
      ? null
      : message(rule.message, 'LocKey_Validation_RequireOneValue', 'At least one field must have a value.'),
  maxLength: (rule, value) =>
    asText(value).length > rule.max
      ? message(rule.message, 'LocKey_Validation_MaxLength', 'The maximum length allowed is {max}', { max: rule.max })
      : null,
  range: (rule, value, _values, context) =>
    isEmptyValue(value) || !outsideRange(asText(value), rule.min, rule.max, context)
      ? null
      : message(rule.message, 'LocKey_Validation_Range', 'The value must be between {min} and {max}', {
          min: rule.min === undefined ? '' : formatBound(rule.min, context),
          max: rule.max === undefined ? '' : formatBound(rule.max, context),
        }),
  between: (rule, value, _values, context) =>
    isEmptyValue(value) || !outsideRange(asText(value), rule.min, rule.max, context)
      ? null
      : message(rule.message, 'LocKey_Validation_Between', 'The value must be between {min} and {max}', {
          min: formatBound(rule.min, context),
          max: formatBound(rule.max, context),
        }),
  endDate: (rule, value, values) => {
    const start = asText(values[rule.startField]);
    if (isEmptyValue(value) || !isUserDate(asText(value)) || !isUserDate(start)) return null;
    const order = compareDates(parseUserDate(asText(value)), parseUserDate(start));
    return order > 0 || (rule.inclusive && order === 0)
      ? null
      : message(rule.message, 'LocKey_Validation_EndDate', 'The end date must be after the start date');
  },
  preventFutureDate: futureDateCheck,
  preventFutureShortDate: futureDateCheck,
  validDate: (rule, value) => {
    if (isEmptyValue(value)) return null;
    const text = asText(value);
    const accepted = rule.formats.split(',').some((format) => matchesDateFormat(text, format.trim()));
    return accepted ? null : message(rule.message, 'LocKey_Validation_ValidDate', 'Enter a real date, like 01/31/1980');
  },
  regularExpression: (rule, value) =>
    isEmptyValue(value) || matchesSettlementPattern(rule.pattern, asText(value))
      ? null
      : message(rule.message, 'LocKey_Validation_Invalid', 'The value is not valid'),
  characterSetRestriction: (rule, value, _values, context) => {
    // An empty value has no character to check: it needs no whitelist.
    if (isEmptyValue(value)) return null;
    // Spec §8: remote config read before it loaded is a bug (start-up waits for the whitelist).
    if (context.allowedCharacters === undefined) {
      throw new Error(
        'The character whitelist has not been fetched: wait for GET /api/characters-whitelist before checking characterSetRestriction.',
      );
    }
    // Withheld (a 403, spec §6): the claimant can type and go on; the server checks on submit.
    if (context.allowedCharacters === null) return null;
    const allowed = new Set(context.allowedCharacters);
    const offending = [
      ...new Set([...(typeof value === 'string' ? value : '')].filter((character) => !allowed.has(character))),
    ];
    return offending.length === 0
      ? null
      : message(
          rule.message,
          'LocKey_Validation_RestrictedCharacters',
          'The following characters are not allowed: {characters}',
          {
            characters: offending.join(' '),
          },
        );
  },
  matchesField: (rule, value, values) =>
    isEmptyValue(value) || asText(value) === asText(values[rule.field])
      ? null
      : message(rule.message, 'LocKey_Validation_Mismatch', 'The values do not match'),
  email: formatCheck(
    'email',
    'LocKey_Validation_Email',
    'Enter an email address in the correct format, like name@example.com',
  ),
  url: formatCheck('url', 'LocKey_Validation_Url', 'Enter a web address starting with http:// or https://'),
  integer: formatCheck('integer', 'LocKey_Validation_Integer', 'Enter a whole number'),
  decimal: formatCheck('decimal', 'LocKey_Validation_Decimal', 'Enter a number'),
  alpha: formatCheck('alpha', 'LocKey_Validation_Alpha', 'Use letters only'),
  alphanumeric: formatCheck('alphanumeric', 'LocKey_Validation_Alphanumeric', 'Use letters and digits only'),
  personName: (rule, value) =>
    typeof value === 'string' && hasHiddenCharacters(value) ? hiddenCharactersMessage(rule.message) : null,
  vin: (rule, value) => {
    if (isEmptyValue(value)) return null;
    const problem = vinProblem(asText(value));
    if (problem === 'format')
      return message(
        rule.message,
        'LocKey_Validation_Vin',
        'Enter the 17 letters and digits of the VIN (never I, O or Q)',
      );
    if (problem === 'checkDigit')
      return message(rule.message, 'LocKey_Validation_VinCheckDigit', 'This is not a valid VIN: check each character');
    return null;
  },
} satisfies { [T in ValidationRule['type']]: Check<T> };

/** Date formats of validDate, written with date-fns tokens (MM, M, dd, d, yyyy). */
function matchesDateFormat(text: string, format: string): boolean {
  const tokens: Record<string, string> = {
    MM: '(\\d{2})',
    M: '(\\d{1,2})',
    dd: '(\\d{2})',
    d: '(\\d{1,2})',
    yyyy: '(\\d{4})',
  };
  const order: string[] = [];
  const source = format.replace(/MM|M|dd|d|yyyy|[.*+?^${}()|[\]\\]/g, (token) => {
    if (token in tokens) {
      order.push(token.charAt(0));
      return tokens[token]!;
    }
    return `\\${token}`;
  });
  const match = new RegExp(`^${source}$`).exec(text);
  if (!match) return false;
  const part = (letter: string) => Number(match[order.indexOf(letter) + 1]);
  const [year, month, day] = [part('y'), part('M'), part('d')];
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

function appliesOn(rule: ValidationRule, side: ValidationSide): boolean {
  return !(rule.type === 'requiredOnClientOnly' && side === 'server');
}

/**
 * The messages of every rule a field's value fails, then of a value that is none of its options.
 * Hidden and disabled fields are never checked. A value longer than the field's limit gets that
 * message alone, before any other rule reads it (textLimits.ts). A rule type with no check raises "No validation
 * adapter for type {type}" (a config the schema let through).
 */
export function validateField(
  field: FieldConfig,
  values: ModelValues,
  side: ValidationSide,
  context: ValidationContext = {},
): RuleMessage[] {
  if (!isFieldActive(field, values, context.otherModels, context.notice)) return [];
  const tooLong = tooLongMessage(field, values[field.key]);
  if (tooLong) return [tooLong];
  const messages: RuleMessage[] = [];
  for (const rule of field.validations) {
    if (!appliesOn(rule, side)) continue;
    const check = (checks as Record<string, Check<ValidationRule['type']> | undefined>)[rule.type];
    if (!check) throw new Error(`No validation adapter for type ${String(rule.type)}`);
    const failure = check(rule as never, values[field.key], values, context);
    if (failure) messages.push(failure);
  }
  const unknownOption = unknownOptionError(field, values[field.key]);
  if (unknownOption) messages.push(unknownOption);
  return messages;
}

/**
 * A validator for one field, as the client builds them. Spec §8: a config with no rules is a
 * mistake ('No validation functions added to ConfigValidationState.validations').
 */
export function createFieldValidator(
  field: FieldConfig,
): (values: ModelValues, side: ValidationSide, context?: ValidationContext) => RuleMessage[] {
  if (field.validations.length === 0)
    throw new Error('No validation functions added to ConfigValidationState.validations');
  return (values, side, context) => validateField(field, values, side, context);
}

/** Every failing field of a model; an empty object when the model is valid. */
export function validateModel(
  model: ModelConfig,
  values: ModelValues,
  side: ValidationSide,
  context: ValidationContext = {},
): ModelErrors {
  const errors: ModelErrors = {};
  for (const field of model.fields) {
    const messages = validateField(field, values, side, context);
    if (messages.length > 0) errors[field.key] = messages;
  }
  return errors;
}

/**
 * Whether a field is required, which also decides the label's required marker (spec §5):
 * required, or a requiredIf / nestedRequiredIf / requiredIfOtherPropertyMatchesRegex whose
 * condition holds for `values`. Without values only the unconditional rules count.
 */
export function isFieldRequired(field: FieldConfig, values?: ModelValues): boolean {
  return field.validations.some((rule) =>
    rule.type === 'required' || rule.type === 'requiredOnClientOnly'
      ? true
      : values !== undefined && requiresNow(rule, values),
  );
}
