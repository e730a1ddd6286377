import { Field, type FieldBaseProps } from '../Field/Field.tsx';
import { choiceRow } from '../Field/Field.css.ts';
import { withNoneOption, type ChoiceOption } from '../Select/Select.tsx';
import * as styles from './RadioGroup.css.ts';

export interface RadioGroupProps extends FieldBaseProps {
  /** The chosen value; null when nothing is chosen. */
  value: string | null;
  /** Called with the value of the radio the claimant chose. */
  onChange: (value: string) => void;
  /** The choices, in order, labels already translated. */
  options: readonly ChoiceOption[];
  /** Add a last choice meaning "none of these" (spec §3 field config: hasNoneOption). */
  hasNoneOption?: boolean | undefined;
  /** The text of the "none" choice, already translated. */
  noneOptionLabel?: string | undefined;
  /** The value stored for the "none" choice; `None` by default. */
  noneOptionValue?: string | undefined;
  /** Shown but not operable. */
  disabled?: boolean | undefined;
}

/** The id of one radio of a group: the first radio takes the group's id, so error links reach it. */
export function radioIdFor(groupId: string, index: number): string {
  return index === 0 ? groupId : `${groupId}-${index}`;
}

/** One choice among a few, as a fieldset whose legend is the question (native radios). */
export function RadioGroup({
  value,
  onChange,
  options,
  hasNoneOption,
  noneOptionLabel = 'None',
  noneOptionValue = 'None',
  disabled,
  ...field
}: RadioGroupProps) {
  const firstError = field.errors?.[0];
  const choices = withNoneOption(options, hasNoneOption, noneOptionLabel, noneOptionValue);
  return (
    <Field {...field} as="fieldset">
      {({ id }) => (
        <div className={styles.options}>
          {choices.map((option, index) => {
            const radioId = radioIdFor(id, index);
            return (
              <label key={option.value} className={choiceRow} htmlFor={radioId}>
                <input
                  id={radioId}
                  className={styles.radio}
                  type="radio"
                  name={id}
                  value={option.value}
                  checked={value === option.value}
                  onChange={() => onChange(option.value)}
                  aria-invalid={firstError ? true : undefined}
                  disabled={disabled}
                />
                {option.label}
              </label>
            );
          })}
        </div>
      )}
    </Field>
  );
}
