import type { ChangeEvent } from 'react';
import { Field, type FieldBaseProps } from '../Field/Field.tsx';
import { control } from '../Field/Field.css.ts';
import * as styles from './TextArea.css.ts';

export interface TextAreaProps extends FieldBaseProps {
  /** The text shown; the textarea is controlled. */
  value: string;
  /** Called with every change. */
  onChange: (value: string) => void;
  /** Called when the textarea loses focus. */
  onBlur?: (() => void) | undefined;
  /** Visible lines; 5 by default (spec §2). */
  rows?: number;
  /** Placeholder text, already translated; never a substitute for the label. */
  placeholder?: string | undefined;
  /** Shown but not operable. */
  disabled?: boolean | undefined;
}

/** A multi-line text input with its label, hint and first error. */
export function TextArea({ value, onChange, onBlur, rows = 5, placeholder, disabled, ...field }: TextAreaProps) {
  return (
    <Field {...field}>
      {(controlProps) => (
        <textarea
          {...controlProps}
          className={`${control} ${styles.textArea}`}
          rows={rows}
          value={value}
          onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)}
          onBlur={onBlur}
          placeholder={placeholder}
          disabled={disabled}
        />
      )}
    </Field>
  );
}
