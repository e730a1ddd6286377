/**
 * The honeypot: a field of the authorize and submit pages that no person sees or reaches (off
 * screen, hidden from assistive technology, out of the tab order, never autofilled), sent with the
 * request under this name. People leave it empty; a bot that fills every input it finds does not.
 * The name is a plausible one ("website" is no autofill type browsers know, so no autofill fills
 * it). Authorize refuses a filled one as it refuses wrong credentials; a submission is filed and
 * flagged for the case team (server/claims/claimSignals.ts).
 */
export const honeypotFieldName = 'website';

/** Whether a request filled the honeypot: any text but whitespace. */
export function isHoneypotFilled(value: unknown): boolean {
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}
