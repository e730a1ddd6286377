import type { KeyboardEvent, Ref } from 'react';
import { NumberFormatBase, NumericFormat, type NumberFormatValues, type SourceInfo } from 'react-number-format';
import type { FieldControlProps } from '../Field/Field.tsx';
import { formatCharacters, formatPattern, isPatternSymbol, patternCharacters, type MaskDefinition } from './masks.ts';
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
          removeFormatting={patternCharacters}
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
