import { useLayoutEffect } from 'react';

/**
 * What a claimant did on the server's page before the app took it over (its script comes after the
 * first paint, app/start.js).
 *
 * Typed text: the browser keeps it in the field, and React leaves an element's value as it finds
 * it when hydrating, but the field's state is still what the server rendered. Each field takes the
 * text up itself, in the commit that hydrates it (useTextTypedBeforeHydration): a part of the page
 * may hydrate after the root, and the claimant may go on typing or leave the field meanwhile, so
 * only the field's own first commit comes before any later event reaches it.
 *
 * A pressed button: a press did nothing then (start.js kept it, and keeps presses until the app is
 * up); it is pressed again once the app is up (giveEarlyPress).
 */

declare global {
  interface Window {
    /** Set by start.js (the page loader), which keeps presses until the app is up. */
    claimkitEarlyPress?: { take(): Element | null };
  }
}

/**
 * Gives `takeUp` the text the claimant typed in the element `id` before the app hydrated it: what
 * it holds when that differs from what the server's page had in it (its default value). A field the
 * client draws itself holds its default value (React sets both), so nothing is taken up there.
 */
export function useTextTypedBeforeHydration(id: string, takeUp: (text: string) => void): void {
  useLayoutEffect(() => {
    const element = document.getElementById(id);
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return;
    if (element.value !== element.defaultValue) takeUp(element.value);
    // Once, in the commit that hydrates the field.
  }, []);
}

/** A task later: out of React's effects, and after what the events before it changed is rendered. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Stops start.js keeping presses (the app answers them from now on) and presses again the button
 * pressed before, if any. Called once the app is on the page (the root's first effect): a part of
 * the page not hydrated yet is hydrated by the press itself, its fields taking up their text first.
 */
export async function giveEarlyPress(): Promise<void> {
  const pressed = window.claimkitEarlyPress?.take() ?? null;
  if (!(pressed instanceof HTMLElement)) return;
  await nextTask();
  if (pressed.isConnected) pressed.click();
}
