import type { KeyboardEvent } from 'react';
import { describedByIds } from '../Field/Field.tsx';
import { choiceRow } from '../Field/Field.css.ts';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css.ts';
import * as styles from './Checkbox.css.ts';

export interface CheckboxProps {
  /** The id of the checkbox; the hint and error ids derive from it. */
  id: string;
  /** The text beside the box, already translated. */
  label: string;
  /** Help text under the label, already translated. */
  hint?: string | undefined;
  /** Whether the box is ticked; the checkbox is controlled. */
  checked: boolean;
  /** Called with the new state when the claimant ticks or unticks the box. */
  onChange: (checked: boolean) => void;
  /** Called when the claimant presses Enter on the checkbox (spec §4: Enter fires an Enter event). */
  onEnter?: (() => void) | undefined;
  /** The messages of the rules the value fails; the first is shown in the error colour. */
  errors?: readonly string[] | undefined;
  /** Sets aria-required on the box. */
  required?: boolean | undefined;
  /** Shown but not operable. */
  disabled?: boolean | undefined;
  /** Hide the label visually, e.g. in a table cell under a column header; screen readers still read it. */
  suppressLabel?: boolean | undefined;
}

/** A single checkbox with its label, and its first error below it. */
export function Checkbox({
  id,
  label,
  hint,
  checked,
  onChange,
  onEnter,
  errors,
  required,
  disabled,
  suppressLabel,
}: CheckboxProps) {
  const firstError = errors?.[0];
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // A checkbox inside a form would otherwise submit it.
      event.preventDefault();
      onEnter?.();
    }
  };
  return (
    <div className={styles.wrapper} data-state={firstError ? 'invalid' : 'valid'}>
      <label className={choiceRow} htmlFor={id}>
        <input
          id={id}
          className={styles.box}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          onKeyDown={handleKeyDown}
          aria-describedby={describedByIds(id, Boolean(hint), Boolean(firstError))}
          aria-invalid={firstError ? true : undefined}
          aria-required={required ? true : undefined}
          disabled={disabled}
        />
        <span className={suppressLabel ? visuallyHidden : undefined}>{label}</span>
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {firstError ? (
        <p id={`${id}-error`} className={styles.error}>
          {firstError}
        </p>
      ) : null}
    </div>
  );
}
