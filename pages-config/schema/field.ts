import { z } from 'zod';

import { autofillTokens, dtoMappings, maskNames, optionLists } from './names.ts';
import { defaultMaxTextLength } from '../rules/textLimits.ts';

/** The input masks of spec §5. */
export const maskNameSchema = z.enum(maskNames).describe('An input mask of spec §5.');

/** A key into the settlement's content files (`content/<culture>.json`). */
export const contentKey = z
  .string()
  .min(1)
  .describe('Key of a text in content/<culture>.json, e.g. "LocKey_ClaimantInfo_FirstName".');

const messageOverride = contentKey
  .optional()
  .describe("Content key of a message to show instead of the rule's default message.");

const comparisonValue = z
  .union([z.string(), z.boolean(), z.null()])
  .describe('The value compared with; null means empty.');
const comparison = z.enum(['IsEqualTo', 'IsNotEqualTo']).describe('How the other field is compared with `value`.');
const condition = z.strictObject({
  field: z.string().min(1).describe('Key of the other field of the same model.'),
  comparison,
  value: comparisonValue,
});
/** A number, or a date as MM/dd/yyyy, or "today" (in America/Los_Angeles). */
const bound = z
  .union([z.number(), z.string().regex(/^(\d{2}\/\d{2}\/\d{4}|today)$/, 'a date as MM/dd/yyyy, or "today"')])
  .describe('A number, or for a date field a date as MM/dd/yyyy or "today" (America/Los_Angeles).');
const fieldList = z.array(z.string().min(1)).min(2).describe('Keys of the fields of the same model the rule looks at.');

function rule<T extends string, S extends z.ZodRawShape>(type: T, description: string, shape: S) {
  return z.strictObject({ type: z.literal(type).describe(description), ...shape, message: messageOverride });
}

/** Server-supplied validation rules (spec §5), one object per rule, discriminated by `type`. */
export const validationRuleSchema = z.discriminatedUnion('type', [
  rule('required', 'The value must not be empty (strings are trimmed). Message "Value is required".', {}),
  rule('requiredOnClientOnly', 'Like required, but only checked in the browser, never by the server.', {}),
  rule(
    'requiredIf',
    'Required while another field equals (or does not equal) a value. Message "The value is required".',
    {
      field: condition.shape.field,
      comparison,
      value: comparisonValue,
    },
  ),
  rule('nestedRequiredIf', 'Required while two conditions on other fields hold, combined with Or or And.', {
    operator: z.enum(['Or', 'And']).describe('Or: either condition; And: both.'),
    conditions: z.tuple([condition, condition]).describe('The two conditions.'),
  }),
  rule('requiredIfOtherPropertyMatchesRegex', 'Required while another field matches a pattern.', {
    field: condition.shape.field,
    pattern: z.string().min(1).describe('Pattern the other field must match, without slashes.'),
  }),
  rule(
    'requireOnePropertyValTrue',
    "At least one of `fields` must be ticked. Default message 'At least one option is required.'",
    {
      fields: fieldList,
    },
  ),
  rule(
    'RequireOnePropertyToHaveAValue',
    "At least one of `fields` must have a value. Default message 'At least one field must have a value.'",
    {
      fields: fieldList,
    },
  ),
  rule('maxLength', 'At most `max` characters. Message "The maximum length allowed is {max}".', {
    max: z
      .int()
      .positive()
      .max(defaultMaxTextLength)
      .describe(
        `The largest number of characters allowed, at most ${defaultMaxTextLength}. A field without this rule holds up to ${defaultMaxTextLength}.`,
      ),
  }),
  rule('range', 'A number, or a date, from `min` to `max` inclusive. Dates are compared in America/Los_Angeles.', {
    min: bound.optional(),
    max: bound.optional(),
  }),
  rule('between', 'Like range, with the message "The value must be between {min} and {max}".', {
    min: bound,
    max: bound,
  }),
  rule('endDate', 'A date after the date in `startField` (or the same day when `inclusive`).', {
    startField: z.string().min(1).describe('Key of the start-date field.'),
    inclusive: z.boolean().optional().describe('Allow the end date to equal the start date.'),
  }),
  rule('preventFutureDate', 'No date after today (America/Los_Angeles).', {}),
  rule('preventFutureShortDate', 'No date after today (America/Los_Angeles), for short dates typed as M/d/yyyy.', {}),
  rule('validDate', 'A real date in one of the allowed formats.', {
    formats: z.string().min(1).describe('Comma-separated allowed formats, e.g. "MM/dd/yyyy,M/d/yyyy".'),
  }),
  rule('regularExpression', 'The whole value must match `pattern` (JavaScript syntax, anchored for you).', {
    pattern: z.string().min(1).describe('The pattern, without slashes, e.g. "[0-9]{6}".'),
  }),
  rule('characterSetRestriction', "Every character must be in the settlement's character whitelist.", {}),
  rule(
    'matchesField',
    'The value must equal another field of the same model (confirm email, confirm account number).',
    {
      field: z.string().min(1).describe('Key of the field whose value this one must repeat.'),
      onlyWhenChangedFromNotice: z
        .boolean()
        .optional()
        .describe(
          "Ask for the repeat only when the claimant changed the notice's value: while `field` still holds what the notice prefilled into it, this field is hidden, not checked and not filed.",
        ),
    },
  ),
  rule('email', 'An email address.', {}),
  rule('url', 'A web address starting with http:// or https://.', {}),
  rule('integer', 'A whole number, optionally negative.', {}),
  rule('decimal', 'A number with an optional decimal part.', {}),
  rule('alpha', 'Letters only.', {}),
  rule('alphanumeric', 'Letters and digits only.', {}),
  rule(
    'personName',
    "A person's name (first, middle, last name; an account holder's name): refuses invisible, control and direction-changing characters (NUL, right-to-left overrides, zero-width spaces), which no one types in a name. The server stores the name NFKC-normalised and flags a claim whose name mixes alphabets within a word (a look-alike letter). Message 'This contains invisible or control characters…'.",
    {},
  ),
  rule(
    'vin',
    'A vehicle identification number: 17 letters and digits, no I, O or Q, with a valid check digit in position 9 (ISO 3779, 49 CFR 565).',
    {},
  ),
]);
export type ValidationRule = z.infer<typeof validationRuleSchema>;
export type ValidationRuleType = ValidationRule['type'];

export const optionSchema = z.strictObject({
  value: z.string().describe('The value stored when this option is chosen.'),
  label: contentKey.describe("Content key of the option's visible text."),
});
export type Option = z.infer<typeof optionSchema>;

/** How a field (or a block and what it contains) reacts to its dependencies (spec §4). */
export const dependencyOptionsSchema = z.strictObject({
  effect: z
    .enum(['hideWhenAnyUnfulfilled', 'disableWhenAnyUnfulfilled', 'disableWhenAllFulfilled'])
    .optional()
    .describe(
      'hideWhenAnyUnfulfilled (when not given): hidden until every dependency is fulfilled; disableWhenAnyUnfulfilled: shown but disabled instead; disableWhenAllFulfilled: disabled once every dependency is fulfilled. On a block, it applies to the fields inside.',
    ),
  resetValue: z
    .union([z.string(), z.boolean(), z.null()])
    .optional()
    .describe(
      'The value the field is reset to (null when not given). On a block: the reset value of the fields inside that set none of their own.',
    ),
  resetWhenFulfilled: z
    .boolean()
    .optional()
    .describe(
      'Reset the value when the dependencies become fulfilled, instead of when they stop being fulfilled. On a block: for the fields inside that do not set it themselves.',
    ),
  breakInheritance: z
    .boolean()
    .optional()
    .describe('Ignore the dependencies of the blocks this field (or block) sits in: only its own count.'),
});
export type DependencyOptions = z.infer<typeof dependencyOptionsSchema>;

/** A dependency on another field (spec §4): fulfilled while that field compares as configured. */
export const dependencySchema = z.strictObject({
  model: z
    .enum(dtoMappings)
    .optional()
    .describe('The model holding the other field, when it is not the same model (e.g. "ClaimantInfo").'),
  field: z.string().min(1).describe('Key of the field this one depends on.'),
  comparison: z
    .enum(['IsEqualTo', 'IsNotEqualTo'])
    .optional()
    .describe(
      'IsEqualTo when not given. Fulfilled when the other field equals `value` (IsEqualTo) or differs from it (IsNotEqualTo).',
    ),
  value: z.union([z.string(), z.boolean(), z.null()]).describe('The value compared with; null means empty.'),
  maskName: maskNameSchema
    .optional()
    .describe("While this dependency is fulfilled, use this input mask instead of the field's own."),
});
export type Dependency = z.infer<typeof dependencySchema>;

/** One field of a model (spec §3, "Field config"). */
export const fieldConfigSchema = z.strictObject({
  key: z
    .string()
    .regex(/^[a-z][A-Za-z0-9]*$/, 'field keys are camelCase: a lower-case letter, then letters and digits')
    .describe('The field\'s name in the model and in the submission, camelCase, e.g. "mailingCity".'),
  label: contentKey.describe("Content key of the field's label."),
  hint: contentKey.optional().describe('Content key of a hint shown under the label.'),
  defaultValue: z
    .union([z.string(), z.boolean(), z.null()])
    .optional()
    .describe('Value the field starts with; applied only while the field is empty.'),
  prepopulatedDataKey: z
    .string()
    .optional()
    .describe(
      "Name of the value in the authorize answer's prepopulatedData that prefills this field (matched case-insensitively).",
    ),
  overrideEverDirtyFieldConstraint: z
    .boolean()
    .optional()
    .describe('Let prefilled data overwrite the field even after the claimant edited it.'),
  maskName: maskNameSchema.optional().describe('Input mask applied while typing (spec §5).'),
  validations: z
    .array(validationRuleSchema)
    .default([])
    .describe('Rules checked in the browser and again by the server.'),
  suppressLabel: z.boolean().optional().describe('Hide the label visually (it stays available to screen readers).'),
  disableRequiredStyling: z
    .boolean()
    .optional()
    .describe('Do not mark the label as required even when a rule requires the field.'),
  placeholderText: contentKey.optional().describe('Content key of placeholder text.'),
  autocomplete: z
    .enum(autofillTokens)
    .optional()
    .describe(
      "Text fields: what the browser may fill in from the claimant's saved details (an HTML autofill token: given-name, family-name, email, tel-national…), so a claimant on a phone fills it in one tap (WCAG 1.3.5). `email` and `tel` tokens also bring up the keyboard with @ or digits.",
    ),
  inputMode: z
    .enum(['text', 'numeric', 'decimal', 'email', 'tel'])
    .optional()
    .describe(
      'Text fields: the keyboard a phone shows, as HTML inputmode names it: `numeric` (digits only) for a PIN or another code of digits, `decimal` for an amount. When not given, `email` and `tel` autocomplete tokens bring up their keyboards, a mask its own, and otherwise the full keyboard shows.',
    ),
  hasNoneOption: z.boolean().optional().describe('Select and radio: add a "none" option.'),
  noneOptionLabel: contentKey.optional().describe('Content key of the "none" option\'s text.'),
  inputGroupConfig: z
    .strictObject({
      prefix: z.string().optional().describe('Text before the input, e.g. "$".'),
      suffix: z.string().optional().describe('Text after the input, e.g. "hours".'),
    })
    .optional()
    .describe('Text shown before or after the input, e.g. "$".'),
  afterChangeHook: z.string().optional().describe('Name of a registered hook run after the value changes.'),
  enableTrackingFeature: z.boolean().optional().describe('Send the value to the telemetry endpoint when it is valid.'),
  sensitive: z
    .boolean()
    .optional()
    .describe(
      'Personal data of the highest class (date of birth, bank routing or account number, PayPal or Venmo email, phone or handle, tax number): the server stores it encrypted, keeps it out of logs, and exports it masked unless asked otherwise. A field with the ssn mask is sensitive whatever this says. Such a field cannot be tracked (enableTrackingFeature).',
    ),
  dependencies: z
    .array(dependencySchema)
    .optional()
    .describe('Other fields this one depends on; by default it is hidden (and reset) until all are fulfilled.'),
  dependencyOptions: dependencyOptionsSchema.optional().describe('How the field reacts to its dependencies.'),
  options: z.array(optionSchema).optional().describe('Select and radio: the choices, in order.'),
  optionList: z
    .enum(optionLists)
    .optional()
    .describe(
      "Select: a list the product maintains instead of `options` (usStates: states, DC, territories, military codes; countries: the ISO 3166-1 countries, named in the claimant's language, stored as their two-letter codes).",
    ),
});
export type FieldConfig = z.infer<typeof fieldConfigSchema>;
export type FieldValue = string | boolean | null;

/**
 * The dependencies a field inherits from one block around it (a row or a group), resolved when the
 * settlement loads (rules/blockDependencies.ts). Never written by a case team.
 */
export const inheritedDependenciesSchema = z.strictObject({
  dependencies: z
    .array(dependencySchema)
    .describe(
      "The block's dependencies: a row's or group's each name their model; an address's name none, its country being a field of the same model.",
    ),
  dependencyOptions: dependencyOptionsSchema.optional().describe("The block's dependency options."),
});
export type InheritedDependencies = z.infer<typeof inheritedDependenciesSchema>;

/**
 * A field as the server serves it and both sides check it: its own config plus the dependencies of
 * the blocks around it, outermost first, already cut at a breakInheritance (spec §4).
 */
export const effectiveFieldConfigSchema = fieldConfigSchema.extend({
  inheritedDependencies: z
    .array(inheritedDependenciesSchema)
    .optional()
    .describe('The dependencies of the blocks the field sits in, outermost first.'),
});
export type EffectiveFieldConfig = z.infer<typeof effectiveFieldConfigSchema>;
