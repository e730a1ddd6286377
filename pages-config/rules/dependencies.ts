import type { FieldConfig, FieldValue } from '../schema/field.ts';

type Values = Readonly<Record<string, FieldValue | undefined>>;

function normalise(value: FieldValue | undefined): FieldValue {
  return value === undefined || value === '' ? null : value;
}

/** A field is shown while every dependency is fulfilled (spec §4; null means empty). */
export function isFieldVisible(field: FieldConfig, values: Values): boolean {
  return (field.dependencies ?? []).every((dependency) => normalise(values[dependency.field]) === dependency.equals);
}
