import type { FieldConfig } from '../schema/field.ts';

/** Whether a field holds a person's name: it has the personName rule. */
export function isPersonNameField(field: FieldConfig): boolean {
  return field.validations.some((rule) => rule.type === 'personName');
}

/**
 * A name as the server stores it: NFKC-normalised (Unicode UAX 15), so compatibility forms of
 * letters, such as fullwidth "Ａｌｅｘ" or the ligature "ﬁ", are stored as the letters they stand
 * for, and one name is spelled one way for matching and export. Letters of other scripts that
 * merely look alike (a Cyrillic "а" in a Latin name) are not changed: real names mix scripts, so
 * such a name is flagged for a look, not refused (server/claims/nameScripts.ts).
 */
export function normalisedName(name: string): string {
  return name.normalize('NFKC');
}
