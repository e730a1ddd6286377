import { Columns } from '../Columns/Columns.tsx';
import { TextInput } from '../TextInput/TextInput.tsx';
import type { MaskDefinition, MaskName } from '../TextInput/masks.ts';

/** What is confirmed (spec §2: confirmEmailAddress, confirmPhoneNumber). */
export type ConfirmationKind = 'confirmEmailAddress' | 'confirmPhoneNumber';

/** The two inputs of a confirmation block: the value, and the same value typed again. */
export type ConfirmationPart = 'value' | 'confirmation';

export interface ConfirmationBlockProps {
  /** Email address or phone number; sets the input type, keyboard and autofill. */
  kind: ConfirmationKind;
  /** The id prefix; the inputs are `${id}-value` and `${id}-confirmation`. */
  id: string;
  /** The labels, already translated, e.g. "Email address" and "Confirm email address". */
  labels: Record<ConfirmationPart, string>;
  /** Help text under each label, already translated. */
  hints?: Partial<Record<ConfirmationPart, string>> | undefined;
  /** The two values. */
  values: Partial<Record<ConfirmationPart, string | null>>;
  /** The messages of the rules each input fails, e.g. the mismatch message on the second. */
  errors?: Partial<Record<ConfirmationPart, readonly string[]>> | undefined;
  /** Whether the inputs are required. */
  required?: boolean | undefined;
  /** Shown after the labels when not required, e.g. "(optional)". */
  optionalText?: string | undefined;
  /** A mask for both inputs, e.g. `usPhone` for a phone number. */
  mask?: MaskName | MaskDefinition | undefined;
  /** Called with the input and its new value. */
  onChange: (part: ConfirmationPart, value: string) => void;
  /** Called when an input loses focus. */
  onBlur?: ((part: ConfirmationPart) => void) | undefined;
  /** Shown but not operable. */
  disabled?: boolean | undefined;
}

/**
 * A value typed twice, side by side, the second confirming the first. Whether they match is a rule
 * of the caller's (its message arrives in `errors.confirmation`). Pasting stays allowed (WCAG 3.3.8).
 */
export function ConfirmationBlock({
  kind,
  id,
  labels,
  hints,
  values,
  errors,
  required,
  optionalText,
  mask,
  onChange,
  onBlur,
  disabled,
}: ConfirmationBlockProps) {
  const isEmail = kind === 'confirmEmailAddress';
  const input = (part: ConfirmationPart) => (
    <TextInput
      id={`${id}-${part}`}
      label={labels[part]}
      hint={hints?.[part]}
      value={values[part] ?? ''}
      onChange={(value) => onChange(part, value)}
      onBlur={onBlur ? () => onBlur(part) : undefined}
      type={isEmail ? 'email' : 'tel'}
      inputMode={isEmail ? 'email' : 'tel'}
      // Autofill fills the first only: the second is the claimant's own check.
      autoComplete={part === 'value' ? (isEmail ? 'email' : 'tel') : 'off'}
      mask={mask}
      errors={errors?.[part]}
      required={required}
      optionalText={optionalText}
      disabled={disabled}
    />
  );
  return (
    <Columns count={2}>
      {input('value')}
      {input('confirmation')}
    </Columns>
  );
}
