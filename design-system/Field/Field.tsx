import type { ReactNode } from 'react';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css.ts';
import * as styles from './Field.css.ts';

/** What a control inside a Field must spread onto itself to be labelled and described. */
export interface FieldControlProps {
  /** The id of the control, which the label points at. */
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

/** The props every input built on Field shares. */
export interface FieldBaseProps {
  /** The id of the input; the hint and error ids derive from it, and error links point at it. */
  id: string;
  /** The label, already translated. */
  label: string;
  /** Help text under the label, already translated. */
  hint?: string | undefined;
  /** The messages of the rules the value fails; only the first is shown (spec §5). */
  errors?: readonly string[] | undefined;
  /** Marks the label as required and sets aria-required on the control. */
  required?: boolean | undefined;
  /** Shown after the label of a field that is not required, e.g. "(optional)". */
  optionalText?: string | undefined;
  /** Hide the label visually; screen readers still read it. */
  suppressLabel?: boolean | undefined;
}

export interface FieldProps extends FieldBaseProps {
  /** `label` for one control; `fieldset` for a group of controls (the label becomes its legend). */
  as?: 'label' | 'fieldset';
  /** Renders the control with the ids and ARIA attributes it must carry. */
  children: (control: FieldControlProps) => ReactNode;
}

/** The ids of the hint and error texts of a field, for aria-describedby. */
export function describedByIds(id: string, hasHint: boolean, hasError: boolean): string | undefined {
  const ids = [hasHint ? `${id}-hint` : null, hasError ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/**
 * The private wrapper of every input (STYLE.md, after Braid's Field): label with a required marker
 * or the optional text, hint, first error message, and the aria attributes that tie them to the
 * control. Not exported from the package: use the inputs built on it.
 */
export function Field({
  id,
  label,
  hint,
  errors,
  required,
  optionalText,
  suppressLabel,
  as = 'label',
  children,
}: FieldProps) {
  const firstError = errors?.[0];
  const describedBy = describedByIds(id, Boolean(hint), Boolean(firstError));
  const labelClass = suppressLabel ? visuallyHidden : styles.label;
  // The required marker sits outside the <label>: a label's whole text becomes the input's name
  // in some tools (Playwright's getByLabel reads textContent), and "*" must not be part of it.
  // aria-required carries the same fact to assistive technology.
  const marker = required ? (
    <span className={styles.requiredMarker} aria-hidden="true">
      *
    </span>
  ) : null;
  // The space sits outside the span: some name computations trim a span's leading space.
  const optional =
    !required && optionalText ? (
      <>
        {' '}
        <span className={styles.optional}>{optionalText}</span>
      </>
    ) : null;
  const messages = (
    <>
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
    </>
  );

  if (as === 'fieldset') {
    return (
      <fieldset
        className={`${styles.field}${firstError ? ` ${styles.invalid}` : ''}`}
        aria-describedby={describedBy}
        data-state={firstError ? 'invalid' : 'valid'}
      >
        <legend className={labelClass}>
          {label}
          {optional}
          {marker ? ' ' : null}
          {marker}
        </legend>
        {messages}
        {children({ id, 'aria-describedby': undefined, 'aria-invalid': undefined, 'aria-required': undefined })}
      </fieldset>
    );
  }

  return (
    <div
      className={`${styles.field}${firstError ? ` ${styles.invalid}` : ''}`}
      data-state={firstError ? 'invalid' : 'valid'}
    >
      <div className={suppressLabel ? visuallyHidden : styles.labelLine}>
        <label htmlFor={id} className={styles.label}>
          {label}
          {optional}
        </label>
        {marker}
      </div>
      {messages}
      {children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': firstError ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
    </div>
  );
}
