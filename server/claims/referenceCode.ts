import { randomInt } from 'node:crypto';

/**
 * Crockford's base32 without I, L, O and U: no letter a claimant can misread as a digit (or an
 * accidental word), so a code read out over the phone is typed right.
 */
export const referenceCodeAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function randomGroup(): string {
  let group = '';
  // randomInt draws without modulo bias.
  for (let index = 0; index < 4; index += 1) group += referenceCodeAlphabet[randomInt(referenceCodeAlphabet.length)];
  return group;
}

/**
 * A new random reference code, e.g. "NWM-7K2Q-M9XD": 40 random bits, so codes cannot be guessed
 * or enumerated; uniqueness is enforced by the database (the caller retries on a clash).
 */
export function newReferenceCode(prefix: string): string {
  return `${prefix}-${randomGroup()}-${randomGroup()}`;
}

/** Matches a reference code of the given prefix. */
export function referenceCodePattern(prefix: string): RegExp {
  return new RegExp(`^${prefix}-[${referenceCodeAlphabet}]{4}-[${referenceCodeAlphabet}]{4}$`);
}
