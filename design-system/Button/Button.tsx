import { useState, type MouseEvent, type ReactElement } from 'react';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css.ts';
import * as styles from './Button.css.ts';

export type ButtonVariant = keyof typeof styles.variant;

export interface ButtonProps {
  /** The visible text, already translated. A button needs a label, an icon, or both. */
  label?: string | undefined;
  /**
   * An icon shown before the label: a registered icon by name (spec §1), or an element. It is
   * decorative when there is a label; an icon-only button is named by `accessibleLabel`.
   */
  icon?: IconName | ReactElement | undefined;
  /** The accessible name of an icon-only button, already translated. */
  accessibleLabel?: string | undefined;
  /**
   * Words screen readers read after the label, already translated, naming what the button acts on
   * where the screen shows it nearby: "Change" reads "Change 2019 Aurora" (GOV.UK's summary lists).
   */
  labelSuffix?: string | undefined;
  /** The look: default, primary, secondary, outlinePrimary, outlineSecondary or outline (spec §2), or link. */
  variant?: ButtonVariant;
  /** `button` unless it submits a form. */
  type?: 'button' | 'submit';
  /**
   * The click handler. When it returns a promise, the button is disabled until the promise
   * settles (spec §4), so a second click cannot start the same work twice.
   */
  onClick?: ((event: MouseEvent<HTMLButtonElement>) => void | Promise<unknown>) | undefined;
  /** Whether the button is disabled while its handler runs; true by default (spec §4: shouldDisableOnClick). */
  shouldDisableOnClick?: boolean;
  /** Disabled from outside for any other reason. */
  disabled?: boolean | undefined;
  /** Disabled while a page navigation is in progress (spec §4). */
  isNavigating?: boolean | undefined;
  /** Disabled while a captcha check runs (spec §4). */
  isCaptchaRunning?: boolean | undefined;
  /**
   * Leave the field being edited only once the click is complete: the press does not take focus,
   * and the field is blurred just before the handler runs. A field that commits and validates
   * when left would otherwise change the layout between press and release, move the button away
   * from the pointer and lose the click. Use it for the buttons that act on a form's fields.
   */
  blurFocusedFieldFirst?: boolean | undefined;
  /** The element id, e.g. for a label or a test. */
  id?: string | undefined;
}

/** A button with a label and/or an icon. Throws 'Either label or icon must have a value.' without either (spec §8). */
export function Button({
  label,
  icon,
  accessibleLabel,
  labelSuffix,
  variant = 'default',
  type = 'button',
  onClick,
  shouldDisableOnClick = true,
  disabled,
  isNavigating,
  isCaptchaRunning,
  blurFocusedFieldFirst,
  id,
}: ButtonProps) {
  const [running, setRunning] = useState(false);
  if (!label && !icon) throw new Error('Either label or icon must have a value.');

  const handleMouseDown = (event: MouseEvent<HTMLButtonElement>) => {
    if (blurFocusedFieldFirst) event.preventDefault();
  };

  const handleClick = async (event: MouseEvent<HTMLButtonElement>) => {
    const focused = document.activeElement;
    if (blurFocusedFieldFirst && focused instanceof HTMLElement && focused !== event.currentTarget) focused.blur();
    const result = onClick?.(event);
    if (!(result instanceof Promise) || !shouldDisableOnClick) return;
    setRunning(true);
    try {
      await result;
    } finally {
      setRunning(false);
    }
  };

  return (
    <button
      id={id}
      type={type}
      className={`${styles.button} ${styles.variant[variant]}${label ? '' : ` ${styles.iconOnly}`}`}
      onClick={handleClick}
      onMouseDown={handleMouseDown}
      disabled={Boolean(disabled || isNavigating || isCaptchaRunning || running)}
      aria-label={label ? undefined : accessibleLabel}
      data-state={running ? 'running' : 'idle'}
    >
      {icon ? (
        <span className={styles.icon} aria-hidden={label ? true : undefined}>
          {typeof icon === 'string' ? <Icon name={icon} /> : icon}
        </span>
      ) : null}
      {label}
      {label && labelSuffix ? (
        <>
          {' '}
          <span className={visuallyHidden}>{labelSuffix}</span>
        </>
      ) : null}
    </button>
  );
}
