import type { FieldConfig, FieldValue } from '../schema/field.ts';
import type { FieldComponent, Step } from '../schema/page.ts';
import { blocksOf, fieldsPlacedOn } from './blocks.ts';
import type { RuleMessage } from './message.ts';

/** An input that shows a field: a field component of the page config, or a record's file input. */
export type FieldInput = FieldComponent | 'file';

/** "dtoMapping.field" → the inputs the steps show the field with (one field may be shown twice). */
export type FieldInputs = ReadonlyMap<string, ReadonlySet<FieldInput>>;

/** The inputs of every field the steps show: field blocks, rows, addresses, table columns, record inputs. */
export function fieldInputsOf(steps: readonly Step[]): FieldInputs {
  const inputs = new Map<string, Set<FieldInput>>();
  const add = (model: string, field: string, input: FieldInput) => {
    const key = `${model}.${field}`;
    const set = inputs.get(key) ?? new Set<FieldInput>();
    set.add(input);
    inputs.set(key, set);
  };
  for (const step of steps) {
    for (const placed of fieldsPlacedOn(step)) add(placed.model, placed.field, placed.component);
    for (const { block } of blocksOf(step)) {
      if (block.type === 'tableEditor')
        for (const column of block.columns) add(block.model, column.field, column.component);
      if (block.type === 'multiRecordEditor')
        for (const input of block.fields) add(block.model, input.field, input.component);
    }
  }
  return inputs;
}

/**
 * What is wrong with the kind of a value its input could not have made: `wrongType` for one no
 * browser sends (a checkbox holding text, a select or text field holding true: a forged or broken
 * request, which no field message could help with), or the message of a value the claimant can
 * fix (a date the date input was left holding half typed).
 */
export type ValueKindProblem = { kind: 'wrongType' } | { kind: 'message'; message: RuleMessage };

const wrongType: ValueKindProblem = { kind: 'wrongType' };

/** A date as the date input types and picks it (spec §2: mm/dd/yyyy; M/d/yyyy typed short). */
const userDateShape = /^\d{1,2}\/\d{1,2}\/\d{4}$/;

function problemFor(input: FieldInput, value: string | boolean): ValueKindProblem | null {
  switch (input) {
    case 'checkbox':
      // Spec §4: a checkbox holds true or false (null before it was ever shown).
      return typeof value === 'boolean' ? null : wrongType;
    case 'date':
      if (typeof value !== 'string') return wrongType;
      return value.trim() === '' || userDateShape.test(value.trim())
        ? null
        : {
            kind: 'message',
            message: { key: 'LocKey_Validation_ValidDate', defaultMessage: 'Enter a real date, like 01/31/1980' },
          };
    default:
      // Text, text area, select, radio and file inputs write text; the rules check its length and
      // options (textLimits.ts, options.ts).
      return typeof value === 'string' ? null : wrongType;
  }
}

/**
 * Whether a value is of the kind the field's inputs make. A field no step shows holds what the
 * server or the config put there: text (prefilled from the notice) or its default value.
 */
export function valueKindProblem(
  inputs: ReadonlySet<FieldInput> | undefined,
  field: FieldConfig,
  value: FieldValue | undefined,
): ValueKindProblem | null {
  if (value === null || value === undefined) return null;
  if (!inputs || inputs.size === 0) return typeof value === 'string' || value === field.defaultValue ? null : wrongType;
  let problem: ValueKindProblem = wrongType;
  for (const input of inputs) {
    const found = problemFor(input, value);
    if (found === null) return null;
    if (found.kind === 'message') problem = found;
  }
  return problem;
}
