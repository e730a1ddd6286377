import { numericFormatter } from 'react-number-format';

/**
 * The input masks of spec §5, by the names page configs use. The design system cannot import
 * pages-config, so the names are repeated here; a unit test checks they match the schema's
 * `maskName` enum.
 */
export const maskNames = [
  'decimal',
  'currency',
  'currencyNoCents',
  'date',
  'usPhone',
  'internationalPhone',
  'vin',
  'zip',
  'nonUsPostalCode',
  'ssn',
] as const;

/** The name of a mask a page config can ask for. */
export type MaskName = (typeof maskNames)[number];

/** The keyboard a mobile browser shows for a masked input. */
type InputMode = 'numeric' | 'decimal' | 'text' | 'tel';

/** A number typed with optional thousands separators and a fixed number of fraction digits at most. */
export interface NumberMask {
  kind: 'number';
  /** How many digits after the decimal point may be typed; 0 allows none. */
  fractionDigits: number;
  /** Group thousands with commas (1,234,567). */
  thousandsSeparator: boolean;
  placeholder?: string | undefined;
  inputMode: InputMode;
}

/**
 * A fixed pattern: `#` takes a digit, `@` a letter, `*` a letter or digit; other characters are
 * literals the mask inserts itself.
 */
export interface PatternMask {
  kind: 'pattern';
  pattern: string;
  /** Insert the literal that follows a filled slot at once (12 → 12/), not only with the next character. */
  eager: boolean;
  /** Letters are shown upper-case. */
  upperCase: boolean;
  /**
   * A separator the claimant types before a group of digits is full ends the group, padded with
   * zeros: 1/2/1980 is 01/02/1980, not 12/19/80. For patterns of digits only.
   */
  padsShortGroups?: boolean | undefined;
  /**
   * A country code the claimant may type before the number (+1 217 555 0134): when the digits are
   * the code and a whole number, the code is dropped rather than read as the number's first digit.
   */
  countryCode?: string | undefined;
  placeholder?: string | undefined;
  inputMode: InputMode;
}

/** Free text of accepted characters only, up to a length. */
export interface CharacterMask {
  kind: 'characters';
  /** Tests one character. */
  accepts: RegExp;
  maxLength: number;
  /** Letters are shown upper-case. */
  upperCase: boolean;
  placeholder?: string | undefined;
  inputMode: InputMode;
}

export type MaskDefinition = NumberMask | PatternMask | CharacterMask;

/** A number mask; fraction digits default to 0 (spec §5) and there is no thousands separator unless asked. */
export function numberMask({
  fractionDigits = 0,
  thousandsSeparator = false,
}: { fractionDigits?: number; thousandsSeparator?: boolean } = {}): NumberMask {
  return { kind: 'number', fractionDigits, thousandsSeparator, inputMode: fractionDigits > 0 ? 'decimal' : 'numeric' };
}

/** The masks of spec §5 by name. */
export const masks: Record<MaskName, MaskDefinition> = {
  decimal: { kind: 'characters', accepts: /^[0-9.]$/, maxLength: 16, upperCase: false, inputMode: 'decimal' },
  currency: numberMask({ fractionDigits: 2, thousandsSeparator: true }),
  currencyNoCents: numberMask({ thousandsSeparator: true }),
  date: {
    kind: 'pattern',
    pattern: '##/##/####',
    eager: true,
    upperCase: false,
    padsShortGroups: true,
    placeholder: 'mm/dd/yyyy',
    inputMode: 'numeric',
  },
  usPhone: {
    kind: 'pattern',
    pattern: '(###) ###-####',
    eager: false,
    upperCase: false,
    // US area codes never start with 1, so a leading 1 of eleven digits is the country's.
    countryCode: '1',
    placeholder: '(123) 456-7890',
    inputMode: 'tel',
  },
  internationalPhone: { kind: 'characters', accepts: /^[0-9]$/, maxLength: 16, upperCase: false, inputMode: 'tel' },
  vin: { kind: 'characters', accepts: /^[A-Za-z0-9]$/, maxLength: 17, upperCase: true, inputMode: 'text' },
  zip: { kind: 'pattern', pattern: '#####-####', eager: false, upperCase: false, inputMode: 'numeric' },
  nonUsPostalCode: {
    kind: 'characters',
    accepts: /^[A-Za-z0-9 ]$/,
    maxLength: 10,
    upperCase: false,
    inputMode: 'text',
  },
  ssn: { kind: 'pattern', pattern: '###-##-####', eager: false, upperCase: false, inputMode: 'numeric' },
};

/** Characters each pattern symbol accepts (spec §5). */
const symbolAccepts: Record<string, RegExp> = { '#': /^[0-9]$/, '@': /^[A-Za-z]$/, '*': /^[A-Za-z0-9]$/ };

/** Whether a character of a pattern is a slot the claimant fills rather than a literal. */
export function isPatternSymbol(character: string): boolean {
  return character in symbolAccepts;
}

/** The characters a pattern mask keeps from raw input: letters and digits, never its literals. */
export function patternCharacters(input: string): string {
  return [...input].filter((character) => /^[A-Za-z0-9]$/.test(character)).join('');
}

/**
 * Fills a pattern with what the claimant typed, skipping characters a slot does not accept and
 * inserting the literals. A literal after the last typed character is added only when `eager`.
 */
export function formatPattern(
  pattern: string,
  input: string,
  { eager = false, upperCase = false }: { eager?: boolean; upperCase?: boolean } = {},
): string {
  const typed = [...patternCharacters(upperCase ? input.toUpperCase() : input)];
  let result = '';
  let index = 0;
  for (const symbol of pattern) {
    const accepts = symbolAccepts[symbol];
    if (!accepts) {
      // A literal: written before the next typed character, or at once when eager.
      if (index < typed.length || (eager && result.length > 0)) {
        result += symbol;
        continue;
      }
      break;
    }
    while (index < typed.length && !accepts.test(typed[index]!)) index += 1;
    if (index >= typed.length) break;
    result += typed[index];
    index += 1;
  }
  return result;
}

/** Keeps the accepted characters of a character mask, up to its length. */
export function formatCharacters(mask: CharacterMask, input: string): string {
  const text = mask.upperCase ? input.toUpperCase() : input;
  return [...text]
    .filter((character) => mask.accepts.test(character))
    .slice(0, mask.maxLength)
    .join('');
}

/**
 * Removes everything but digits and the first decimal point, keeping at most `fractionDigits`
 * decimals. Without fraction digits a typed point is refused, as in the input, so the digits run on.
 */
export function numberCharacters(mask: NumberMask, input: string): string {
  if (mask.fractionDigits === 0) return input.replace(/[^0-9]/g, '');
  const [whole = '', ...rest] = input.replace(/[^0-9.]/g, '').split('.');
  if (rest.length === 0) return whole;
  return `${whole}.${rest.join('').slice(0, mask.fractionDigits)}`;
}

/**
 * What the input shows for text under a mask, its characters taken in order: the masked TextInput
 * gives the same for a stored value or digits typed alone (it also reads a typed separator or
 * country code, MaskedInput.tsx).
 */
export function formatWithMask(mask: MaskDefinition, input: string): string {
  switch (mask.kind) {
    case 'pattern':
      return formatPattern(mask.pattern, input, mask);
    case 'characters':
      return formatCharacters(mask, input);
    case 'number':
      return numericFormatter(numberCharacters(mask, input), {
        thousandSeparator: mask.thousandsSeparator ? ',' : false,
        decimalScale: mask.fractionDigits,
        allowNegative: false,
      });
  }
}

/** The mask definition for a name or a definition; a name with no mask is spec §8's internal error. */
export function resolveMask(mask: MaskName | MaskDefinition): MaskDefinition {
  if (typeof mask !== 'string') return mask;
  // Names come from settlement JSON too: the type alone does not rule out an unknown one.
  const definition = (masks as Partial<Record<string, MaskDefinition>>)[mask];
  if (!definition) throw new Error(`No input mask factory for the type ${mask}`);
  return definition;
}
