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

/** What both selects take: the value, the choices and the optional "none" choice. */
export interface ChoiceFieldProps extends FieldBaseProps {
  /** The chosen value; the empty string when nothing is chosen. */
  value: string;
  /** Called with the chosen value. */
  onChange: (value: string) => void;
  /** Called when the control loses focus. */
  onBlur?: (() => void) | undefined;
  /** The choices, in order, labels already translated. */
  options: readonly ChoiceOption[];
  /** Shown while nothing is chosen, already translated, e.g. "Select…" (spec §9: a shared key). */
  placeholder: string;
  /** Add a last choice meaning "none of these" (spec §3 field config: hasNoneOption). */
  hasNoneOption?: boolean | undefined;
  /** The text of the "none" choice, already translated. */
  noneOptionLabel?: string | undefined;
  /** The value stored for the "none" choice; `None` by default. */
  noneOptionValue?: string | undefined;
  /** Shown but not operable. */
  disabled?: boolean | undefined;
}

/** A native select: the empty first option is the placeholder, and choosing it gives the empty string. */
export interface SelectProps extends ChoiceFieldProps {
  /** The autofill token, e.g. `address-level1`. */
  autoComplete?: string | undefined;
}

/**
 * The choices with the "none" choice appended when asked for, unless the list already holds its
 * value (the caller may have added it).
 */
export function withNoneOption(
  options: readonly ChoiceOption[],
  hasNoneOption: boolean | undefined,
  noneOptionLabel: string,
  noneOptionValue: string,
): readonly ChoiceOption[] {
  if (!hasNoneOption || options.some((option) => option.value === noneOptionValue)) return options;
  return [...options, { value: noneOptionValue, label: noneOptionLabel }];
}

/**
 * A choice from a list as a native <select>: the one the app should use for form fields. Phones
 * show their own picker, long lists (countries, states) are typed into, and autofill works with
 * `autoComplete`. DropdownSelect is the Radix Select look-alike for short, styled lists.
 */
export function Select({
  value,
  onChange,
  onBlur,
  options,
  placeholder,
  hasNoneOption,
  noneOptionLabel = 'None',
  noneOptionValue = 'None',
  autoComplete,
  disabled,
  ...field
}: SelectProps) {
  const choices = withNoneOption(options, hasNoneOption, noneOptionLabel, noneOptionValue);
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
          {choices.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
