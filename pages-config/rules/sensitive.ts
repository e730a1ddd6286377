import type { FieldConfig } from '../schema/field.ts';

/**
 * Whether a field holds personal data of the highest class (OWASP ASVS 14.1.1: date of birth, bank
 * details, wallet identifiers, tax numbers), which the server encrypts at rest and masks on the way
 * out. The settlement says so with `sensitive: true`; a field with the ssn mask always is (a tax
 * number can be nothing else), so forgetting the flag there cannot leave one in the clear.
 */
export function isSensitiveField(field: Pick<FieldConfig, 'sensitive' | 'maskName'>): boolean {
  return field.sensitive === true || field.maskName === 'ssn';
}

/** The keys of a model's sensitive fields. */
export function sensitiveFieldKeys(fields: readonly Pick<FieldConfig, 'key' | 'sensitive' | 'maskName'>[]): string[] {
  return fields.filter(isSensitiveField).map((field) => field.key);
}
