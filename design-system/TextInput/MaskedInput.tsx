import type { KeyboardEvent, Ref } from 'react';
import {
  NumberFormatBase,
  NumericFormat,
  type ChangeMeta,
  type NumberFormatValues,
  type SourceInfo,
} from 'react-number-format';
import type { FieldControlProps } from '../Field/Field.tsx';
import {
  formatCharacters,
  formatPattern,
  isPatternSymbol,
  patternCharacters,
  type MaskDefinition,
  type PatternMask,
} from './masks.ts';
import type { TextInputProps } from './TextInput.tsx';

export interface MaskedInputProps {
  definition: MaskDefinition;
  controlProps: FieldControlProps;
  className: string;
  type: 'text' | 'tel';
  value: string;
  onChange: (value: string) => void;
  onBlur: (() => void) | undefined;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  placeholder: string | undefined;
  inputMode: TextInputProps['inputMode'];
  autoComplete: string | undefined;
  disabled: boolean | undefined;
  /** A ref to the input element. */
  getInputRef?: Ref<HTMLInputElement> | undefined;
}

/** Where in the input's text the claimant's last edit put what was typed or pasted. */
type TypedRange = ChangeMeta['to'];

/**
 * The digits of a text under a pattern of digits, where a separator the claimant typed (within
 * `typed`) before a group is full ends the group, padded with zeros: 1/2/1980 gives 01021980. The
 * mask's own literals never pad: it writes them only after a full group, or they sit past the caret
 * where the claimant types inside a group (01/ with the caret before the slash).
 */
function padShortGroups(pattern: string, text: string, typed: TypedRange): string {
  const groupLengths = (pattern.match(/#+/g) ?? []).map((group) => group.length);
  let digits = '';
  let group = '';
  let groupIndex = 0;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index] ?? '';
    // Past the pattern's last group the length is 0: each digit goes on alone, to be cut off by format.
    const length = groupLengths[groupIndex] ?? 0;
    if (/^[0-9]$/.test(character)) group += character;
    else if (group && !/^[A-Za-z]$/.test(character) && index >= typed.start && index < typed.end) {
      group = group.padStart(length, '0');
    }
    if (group.length >= length) {
      digits += group;
      group = '';
      groupIndex += 1;
    }
  }
  return digits + group;
}

/**
 * The characters a pattern's slots take from the input's text, read as the claimant means them:
 * separators end a date's short groups (padsShortGroups) and a country code before a whole number
 * is no digit of it (countryCode). `change` is the library's account of the edit; without it (the
 * value prop, or the text just formatted) the whole text counts as typed.
 */
function slotCharacters(mask: PatternMask, text: string, change: ChangeMeta | undefined): string {
  const characters = mask.padsShortGroups
    ? padShortGroups(mask.pattern, text, change?.to ?? { start: 0, end: text.length })
    : patternCharacters(text);
  const code = mask.countryCode;
  const slots = [...mask.pattern].filter(isPatternSymbol).length;
  return code && characters.length === code.length + slots && characters.startsWith(code)
    ? characters.slice(code.length)
    : characters;
}

/** The input under a mask, through react-number-format, which keeps the caret where the claimant types. */
export function MaskedInput({ definition, controlProps, onChange, onBlur, ...inputProps }: MaskedInputProps) {
  // Only the claimant's edits are reported; the library also reports when it reformats the value prop.
  const handleValueChange = (values: NumberFormatValues, source: SourceInfo) => {
    if (source.source === 'event') onChange(values.formattedValue);
  };
  const shared = {
    ...controlProps,
    ...inputProps,
    onBlur: onBlur ? () => onBlur() : undefined,
    onValueChange: handleValueChange,
  };
  switch (definition.kind) {
    case 'number':
      return (
        <NumericFormat
          {...shared}
          thousandSeparator={definition.thousandsSeparator ? ',' : false}
          decimalScale={definition.fractionDigits}
          allowNegative={false}
        />
      );
    case 'pattern':
      return (
        <NumberFormatBase
          {...shared}
          format={(typed) => formatPattern(definition.pattern, typed, definition)}
          removeFormatting={(text, change) => slotCharacters(definition, text, change)}
          isValidInputCharacter={(character) => /^[A-Za-z0-9]$/.test(character)}
          getCaretBoundary={(formatted) => {
            // The caret may sit next to a filled slot, never inside a run of literals.
            const isSlot = (index: number) =>
              index >= 0 && index < formatted.length && isPatternSymbol(definition.pattern[index] ?? '');
            return Array.from(
              { length: formatted.length + 1 },
              (_, index) => formatted.length === 0 || isSlot(index - 1) || isSlot(index),
            );
          }}
        />
      );
    case 'characters':
      return (
        <NumberFormatBase
          {...shared}
          format={(typed) => formatCharacters(definition, typed)}
          removeFormatting={(text) => formatCharacters(definition, text)}
          isValidInputCharacter={(character) => definition.accepts.test(character)}
          getCaretBoundary={(formatted) => Array.from({ length: formatted.length + 1 }, () => true)}
        />
      );
  }
}
