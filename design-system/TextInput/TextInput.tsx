import type { ChangeEvent, KeyboardEvent } from 'react';
import { Field, type FieldBaseProps } from '../Field/Field.tsx';
import { control } from '../Field/Field.css.ts';
import { resolveMask, type MaskDefinition, type MaskName } from './masks.ts';
import { MaskedInputFromChunk } from './maskedInputChunk.tsx';
import * as styles from './TextInput.css.ts';

export interface TextInputProps extends FieldBaseProps {
  /** The text shown; the input is controlled. */
  value: string;
  /** Called with every change, already passed through `format`. */
  onChange: (value: string) => void;
  /** Called when the input loses focus. */
  onBlur?: (() => void) | undefined;
  /** Called when the claimant presses Enter in the input. */
  onEnter?: (() => void) | undefined;
  /**
   * An input mask of spec §5, by name (`usPhone`, `date`, …) or as a definition from `masks.ts`.
   * The caret stays where the claimant types; `onChange` receives the formatted text. Its placeholder
   * (e.g. mm/dd/yyyy) and mobile keyboard apply unless `placeholder` or `inputMode` are given.
   */
  mask?: MaskName | MaskDefinition | undefined;
  /**
   * Reformats what the claimant typed with a function of the caller's: `(raw) => raw.toUpperCase()`.
   * Prefer `mask`, which keeps the caret in place; ignored when `mask` is given.
   */
  format?: ((raw: string) => string) | undefined;
  /** Placeholder text, already translated; never a substitute for the label. */
  placeholder?: string | undefined;
  /** The input type; `text` unless the value is an email address or phone number. */
  type?: 'text' | 'email' | 'tel';
  /** The keyboard mobile browsers show. */
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel' | undefined;
  /** The autofill token, e.g. `given-name`. */
  autoComplete?: string | undefined;
  /** Text shown before the input, e.g. "$". */
  prefix?: string | undefined;
  /** Text shown after the input. */
  suffix?: string | undefined;
  /** `short` for codes such as a PIN or ZIP code. */
  width?: keyof typeof styles.width;
  /** Shown but not operable. */
  disabled?: boolean | undefined;
}

/** A single-line text input with its label, hint and first error. */
export function TextInput({
  value,
  onChange,
  onBlur,
  onEnter,
  mask,
  format,
  placeholder,
  type = 'text',
  inputMode,
  autoComplete,
  prefix,
  suffix,
  width = 'full',
  disabled,
  ...field
}: TextInputProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange(format ? format(event.target.value) : event.target.value);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') onEnter?.();
  };
  const definition = mask ? resolveMask(mask) : undefined;
  return (
    <Field {...field}>
      {(controlProps) => {
        const input = definition ? (
          <MaskedInputFromChunk
            definition={definition}
            controlProps={controlProps}
            className={`${control} ${styles.width[width]}`}
            type={type === 'tel' ? 'tel' : 'text'}
            value={value}
            onChange={onChange}
            onBlur={onBlur}
            onKeyDown={handleKeyDown}
            placeholder={placeholder ?? definition.placeholder}
            inputMode={inputMode ?? definition.inputMode}
            autoComplete={autoComplete}
            disabled={disabled}
          />
        ) : (
          <input
            {...controlProps}
            className={`${control} ${styles.width[width]}`}
            type={type}
            value={value}
            onChange={handleChange}
            onBlur={onBlur}
            onKeyDown={handleKeyDown}
            placeholder={placeholder}
            inputMode={inputMode}
            autoComplete={autoComplete}
            disabled={disabled}
          />
        );
        if (!prefix && !suffix) return input;
        return (
          <div className={styles.group}>
            {prefix ? (
              <span className={styles.affix} aria-hidden="true">
                {prefix}
              </span>
            ) : null}
            {input}
            {suffix ? (
              <span className={styles.affix} aria-hidden="true">
                {suffix}
              </span>
            ) : null}
          </div>
        );
      }}
    </Field>
  );
}
