import { useId, type Ref } from 'react';
import { honeypot } from './HoneypotField.css.ts';

export interface HoneypotFieldProps {
  /** The input's name: a plausible one that bots fill, and that no browser autofills (e.g. "website"). */
  name: string;
  /** Its label, as plausible; no person sees or hears it. */
  label: string;
  /** Called with what is typed into it: only a bot types there. */
  onChange: (value: string) => void;
  /** The input, to read a value a script set without typing. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A trap for bots that fill every input they find: a text field no person meets. It is off screen,
 * hidden from assistive technology (aria-hidden on its container), out of the tab order
 * (tabindex -1, so the aria-hidden container holds nothing focusable by keyboard) and never
 * autofilled (autocomplete off). The value is the app's to send and the server's to judge.
 */
export function HoneypotField({ name, label, onChange, ref }: HoneypotFieldProps) {
  const id = useId();
  return (
    <div className={honeypot} aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input
        ref={ref}
        id={id}
        name={name}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
