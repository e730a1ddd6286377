/**
 * What a claimant did on the server's page before the app took it over. The browser keeps what
 * they typed in its fields, but the app's state does not have it (React leaves a field's text as
 * it is while hydrating, then renders the state's), and a button pressed then did nothing
 * (start.js kept the press, and keeps presses until this runs). Once the page is hydrated,
 * it is given to the app as the claimant's own events: each field that differs from the server's
 * page is changed again to what it holds and left (so the field keeps its text, as leaving it
 * does), then the kept button is pressed.
 */

type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

declare global {
  interface Window {
    /** Set by start.js (the page loader), which keeps presses until the app is up. */
    claimkitEarlyPress?: { take(): Element | null };
  }
}

const checkable = (control: FormControl): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

/** Whether the claimant changed the control from what the server's page had in it. */
function changedByClaimant(control: FormControl): boolean {
  if (checkable(control)) return control.checked !== control.defaultChecked;
  if (control instanceof HTMLSelectElement)
    return [...control.options].some((option) => option.selected !== option.defaultSelected);
  return control.value !== control.defaultValue;
}

/**
 * Gives `value` to a text field or select as typing or choosing would: React tracks the last value
 * it saw through the element's own setter, so that setter first takes the value the server
 * rendered, and the prototype's then sets the claimant's, which the event reports as changed.
 */
function enterValue(control: FormControl, value: string, rendered: string) {
  control.value = rendered;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** A task later: React has then rendered what the events before it changed. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

const given = new WeakSet<HTMLElement>();

/** Gives the app, now on the page in `root`, what the claimant typed and pressed before. */
export async function giveEarlyInput(root: HTMLElement): Promise<void> {
  if (given.has(root)) return;
  given.add(root);
  const pressed = window.claimkitEarlyPress?.take() ?? null;
  const changed = [...root.querySelectorAll<FormControl>('input, textarea, select')].filter(changedByClaimant);
  for (const control of changed) {
    if (checkable(control)) {
      const checked = control.checked;
      control.checked = !checked;
      control.click();
    } else {
      const rendered = control instanceof HTMLSelectElement ? '' : control.defaultValue;
      enterValue(control, control.value, rendered);
    }
  }
  await nextTask();
  for (const control of changed) {
    if (control.isConnected && control !== document.activeElement && !checkable(control))
      control.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  }
  await nextTask();
  if (pressed instanceof HTMLElement && pressed.isConnected) pressed.click();
}
