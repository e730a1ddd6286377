import type { ChangeEvent, KeyboardEvent } from 'react';
import { Field, type FieldBaseProps } from '../Field/Field.tsx';
import { control } from '../Field/Field.css.ts';
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
   * Reformats what the claimant typed, e.g. an input mask: `(raw) => applyPatternMask('(###) ###-####', raw)`.
   * The design system knows no masks of its own; the caller passes them in.
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
  return (
    <Field {...field}>
      {(controlProps) => {
        const input = (
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
