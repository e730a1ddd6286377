import type { FieldConfig } from '../schema/field.ts';

type MaskName = NonNullable<FieldConfig['maskName']>;

/**
 * Input masks of spec §5. A pattern mask uses `#` for a digit, `@` for a letter and `*` for a
 * letter or digit; `placeholder` is shown in the empty input.
 */
export interface PatternMask {
  kind: 'pattern';
  pattern: string;
  placeholder?: string;
}

export const patternMasks: Partial<Record<MaskName, PatternMask>> = {
  usPhone: { kind: 'pattern', pattern: '(###) ###-####', placeholder: '(123) 456-7890' },
  date: { kind: 'pattern', pattern: '##/##/####', placeholder: 'mm/dd/yyyy' },
  zip: { kind: 'pattern', pattern: '#####-####' },
  ssn: { kind: 'pattern', pattern: '###-##-####' },
};

/** Characters a mask symbol accepts. */
const symbolPatterns: Record<string, RegExp> = { '#': /[0-9]/, '@': /[A-Za-z]/, '*': /[A-Za-z0-9]/ };

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
