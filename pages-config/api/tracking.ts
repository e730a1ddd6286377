/**
 * The tracking call of spec §3 and §7 (POST /api/telemetry/tracking), without Zod so the browser
 * bundle can import it: the payload's field key and its length limits. contract.ts has the schema.
 */

/** The longest field value the server stores; a longer one is refused, never cut. */
export const trackingValueMaxLength = 1000;

/** The longest field key (start-cased) the server accepts. */
export const trackingKeyMaxLength = 100;

/**
 * Spec §3: the field key start-cased with the spaces removed, as lodash's startCase would write
 * it: words split at case changes, digits and separators, each capitalised, then joined.
 * `noticeId` → `NoticeId`, `mailing_postal_code` → `MailingPostalCode`, `vin2` → `Vin2`.
 */
export function trackingFieldKey(key: string): string {
  const words = key.match(/[A-Z]{2,}(?=[A-Z][a-z]+[0-9]*|\b)|[A-Z]?[a-z]+[0-9]*|[A-Z]|[0-9]+/g) ?? [];
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
}
