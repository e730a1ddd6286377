/**
 * Vehicle identification numbers (ISO 3779; the check digit of 49 CFR 565.15, which NHTSA requires
 * of every vehicle sold in North America since 1981): 17 letters and digits, never I, O or Q, and
 * position 9 a check digit computed from the other sixteen.
 */

export const vinLength = 17;

// Letters stand for digits by the transliteration table of 49 CFR 565.15 (I, O and Q have none).
const transliteration: Readonly<Record<string, number>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};

// Position weights; position 9, the check digit itself, weighs 0.
const weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

const vinShape = /^[A-HJ-NPR-Z0-9]{17}$/;

/** What is wrong with a VIN, if anything: its length or characters, or its check digit. */
export type VinProblem = 'format' | 'checkDigit';

/**
 * The check digit a VIN's other sixteen characters call for: the weighted sum modulo 11, with 10
 * written as X. Expects an upper-case VIN of the right shape.
 */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let index = 0; index < vinLength; index += 1) {
    const character = vin.charAt(index);
    const value = /[0-9]/.test(character) ? Number(character) : transliteration[character];
    if (value === undefined) throw new Error(`"${character}" cannot appear in a VIN.`);
    sum += value * weights[index]!;
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** Null for a valid VIN (letters in either case), else what is wrong with it. */
export function vinProblem(text: string): VinProblem | null {
  const vin = text.trim().toUpperCase();
  if (!vinShape.test(vin)) return 'format';
  return vin.charAt(8) === vinCheckDigit(vin) ? null : 'checkDigit';
}
