import { isSensitiveField } from '#pages-config/rules/sensitive.ts';
import type { SettlementBundle } from '#pages-config/settlementBundle.ts';

/** What a redacted value is logged as. */
export const redactedText = '[redacted]';

/**
 * Where a claimant's answers could reach a log line: a request or reply body, a claim's models and
 * their fields, multipart parts, a PayPal login's emails, prefill data. Nothing logs them today;
 * these make sure a later `log.info({ body })` or a library's error carrying the payload does not
 * write them out (OWASP ASVS 14.2.4, 16.2.5).
 */
const answerPaths = [
  'body',
  'models',
  'fields',
  'parts',
  'payPal',
  'verifiedEmails',
  'emails',
  'prepopulatedData',
  'fieldValue',
  'signature',
];

/**
 * The logger's redaction (pino `redact`): the answer paths above and every field the settlement
 * marks sensitive (its key, wherever it sits two levels deep), plus the session cookie and any
 * Authorization header, should request headers ever be logged.
 */
export function logRedaction(settlement: SettlementBundle): { paths: string[]; censor: string } {
  const sensitiveKeys = new Set(
    Object.values(settlement.forms).flatMap((form) =>
      (form?.models ?? []).flatMap((model) => model.fields.filter(isSensitiveField).map((field) => field.key)),
    ),
  );
  const keys = [...answerPaths, ...sensitiveKeys];
  return {
    paths: [
      ...keys.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
      'req.headers.cookie',
      'req.headers.authorization',
      'headers.cookie',
      'headers.authorization',
    ],
    censor: redactedText,
  };
}
