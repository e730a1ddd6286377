import { Field, type FieldBaseProps } from '../Field/Field.tsx';
import { control } from '../Field/Field.css.ts';
import * as styles from './Select.css.ts';

/** One choice of a Select or RadioGroup; the label already translated. */
export interface ChoiceOption {
  /** The value stored when this option is chosen. */
  value: string;
  /** The visible text, already translated. */
  label: string;
}

export interface SelectProps extends FieldBaseProps {
  /** The chosen value; the empty string when nothing is chosen. */
  value: string;
  /** Called with the chosen value, or the empty string for the placeholder. */
  onChange: (value: string) => void;
  /** Called when the select loses focus. */
  onBlur?: (() => void) | undefined;
  /** The choices, in order, labels already translated. */
  options: readonly ChoiceOption[];
  /** Text of the empty first option, e.g. "Select…". */
  placeholder: string;
  /** The autofill token, e.g. `address-level1`. */
  autoComplete?: string | undefined;
  /** Shown but not operable. */
  disabled?: boolean | undefined;
}

/**
 * A choice from a list, as a native <select> for now: it is accessible on every device without
 * help. A Radix Select can replace it later without changing these props.
 */
export function Select({
  value,
  onChange,
  onBlur,
  options,
  placeholder,
  autoComplete,
  disabled,
  ...field
}: SelectProps) {
  return (
    <Field {...field}>
      {(controlProps) => (
        <select
          {...controlProps}
          className={`${control} ${styles.select}`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          autoComplete={autoComplete}
          disabled={disabled}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
