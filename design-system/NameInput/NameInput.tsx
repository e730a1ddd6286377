import { Columns } from '../Columns/Columns.tsx';
import { TextInput } from '../TextInput/TextInput.tsx';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css.ts';
import type { FieldGroupProps } from '../Field/FieldGroup.ts';
import * as styles from '../Field/FieldGroup.css.ts';

/** The parts of a name. */
export type NamePart = 'firstName' | 'middleInitial' | 'lastName';

/** Which parts are asked for (spec §2): the last name only, first and last, or first, middle initial and last. */
export type NameLayout = 'default' | 'firstLast' | 'firstMiddleInitialLast';

/** The parts each layout shows, in order. */
export const namePartsByLayout: Record<NameLayout, readonly NamePart[]> = {
  default: ['lastName'],
  firstLast: ['firstName', 'lastName'],
  firstMiddleInitialLast: ['firstName', 'middleInitial', 'lastName'],
};

const autoCompleteOf: Record<NamePart, string> = {
  firstName: 'given-name',
  middleInitial: 'additional-name',
  lastName: 'family-name',
};

export interface NameInputProps extends FieldGroupProps<NamePart> {
  /** Which parts are shown; `default` shows the last name only. */
  layout?: NameLayout | undefined;
}

/** A middle initial: one letter, upper-case. */
function toInitial(raw: string): string {
  return (raw.match(/\p{L}/u)?.[0] ?? '').toUpperCase();
}

/** A person's name as separate, labelled inputs, laid out side by side (spec §2: name input). */
export function NameInput({
  id,
  legend,
  suppressLegend,
  layout = 'default',
  labels,
  values,
  errors,
  required,
  optionalText,
  onChange,
  onBlur,
  disabled,
}: NameInputProps) {
  const parts = namePartsByLayout[layout];
  return (
    <fieldset className={styles.group}>
      <legend className={suppressLegend ? visuallyHidden : styles.legend}>{legend}</legend>
      <Columns count={parts.length as 1 | 2 | 3}>
        {parts.map((part) => (
          <TextInput
            key={part}
            id={`${id}-${part}`}
            label={labels[part] ?? part}
            value={values[part] ?? ''}
            onChange={(value) => onChange(part, value)}
            onBlur={onBlur ? () => onBlur(part) : undefined}
            format={part === 'middleInitial' ? toInitial : undefined}
            autoComplete={autoCompleteOf[part]}
            errors={errors?.[part]}
            required={required?.[part]}
            optionalText={optionalText}
            disabled={disabled}
          />
        ))}
      </Columns>
    </fieldset>
  );
}
