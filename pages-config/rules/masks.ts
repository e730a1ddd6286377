import type { MaskName } from '../schema/names.ts';

/**
 * Input masks of spec §5, by name: the one definition the browser formats with and the tests check.
 * - pattern: `#` a digit, `@` a letter, `*` a letter or digit; other characters are literals,
 *   inserted eagerly as the claimant types.
 * - number: digits with optional thousands separators and a fixed number of fraction digits
 *   (default 0).
 * - characters: a character class and a maximum length.
 */
export type MaskDefinition =
  | { kind: 'pattern'; pattern: string; placeholder?: string }
  | { kind: 'number'; thousandsSeparator: ',' | ''; fractionDigits: number; placeholder?: string }
  | { kind: 'characters'; allowed: string; maxLength: number; upperCase?: boolean; placeholder?: string };

export const masks: Readonly<Record<MaskName, MaskDefinition>> = {
  decimal: { kind: 'characters', allowed: '0-9.', maxLength: 16 },
  currency: { kind: 'number', thousandsSeparator: ',', fractionDigits: 2 },
  currencyNoCents: { kind: 'number', thousandsSeparator: ',', fractionDigits: 0 },
  date: { kind: 'pattern', pattern: '##/##/####', placeholder: 'mm/dd/yyyy' },
  usPhone: { kind: 'pattern', pattern: '(###) ###-####', placeholder: '(123) 456-7890' },
  internationalPhone: { kind: 'characters', allowed: '0-9', maxLength: 16 },
  vin: { kind: 'characters', allowed: 'A-Za-z0-9', maxLength: 17, upperCase: true },
  zip: { kind: 'pattern', pattern: '#####-####' },
  nonUsPostalCode: { kind: 'characters', allowed: 'A-Za-z0-9 ', maxLength: 10 },
  ssn: { kind: 'pattern', pattern: '###-##-####' },
};

/** The pattern masks, kept for callers that only format patterns. */
export const patternMasks: Partial<Record<MaskName, Extract<MaskDefinition, { kind: 'pattern' }>>> = Object.fromEntries(
  Object.entries(masks).filter(([, mask]) => mask.kind === 'pattern'),
);
export type PatternMask = Extract<MaskDefinition, { kind: 'pattern' }>;

/** Characters a mask symbol accepts. */
const symbolPatterns: Readonly<Record<string, RegExp>> = { '#': /[0-9]/, '@': /[A-Za-z]/, '*': /[A-Za-z0-9]/ };

/**
 * Applies a pattern mask to raw input, keeping only characters the symbols accept and inserting
 * the literal characters as the claimant types (eager, as spec §5 asks for dates).
 */
export function applyPatternMask(pattern: string, input: string): string {
  const accepted = [...input].filter((character) => /[A-Za-z0-9]/.test(character));
  let result = '';
  let index = 0;
  for (const symbol of pattern) {
    if (index >= accepted.length) break;
    const symbolPattern = symbolPatterns[symbol];
    if (!symbolPattern) {
      result += symbol;
      continue;
    }
    while (index < accepted.length && !symbolPattern.test(accepted[index]!)) index += 1;
    if (index >= accepted.length) break;
    result += accepted[index];
    index += 1;
  }
  return result;
}

/** Formats a number mask: digits grouped by thousands, at most `fractionDigits` decimals. */
function applyNumberMask(mask: Extract<MaskDefinition, { kind: 'number' }>, input: string): string {
  const [whole = '', ...rest] = input.replace(/[^0-9.]/g, '').split('.');
  const digits = whole.replace(/^0+(?=\d)/, '');
  const grouped = mask.thousandsSeparator ? digits.replace(/\B(?=(\d{3})+(?!\d))/g, mask.thousandsSeparator) : digits;
  if (mask.fractionDigits === 0 || rest.length === 0) return grouped;
  return `${grouped || '0'}.${rest.join('').slice(0, mask.fractionDigits)}`;
}

function applyCharactersMask(mask: Extract<MaskDefinition, { kind: 'characters' }>, input: string): string {
  const kept = input.replace(new RegExp(`[^${mask.allowed}]`, 'g'), '').slice(0, mask.maxLength);
  return mask.upperCase ? kept.toUpperCase() : kept;
}

/** The text a masked input shows for what the claimant typed. */
export function applyMask(name: MaskName, input: string): string {
  const mask = masks[name];
  switch (mask.kind) {
    case 'pattern':
      return applyPatternMask(mask.pattern, input);
    case 'number':
      return applyNumberMask(mask, input);
    case 'characters':
      return applyCharactersMask(mask, input);
  }
}
