import type { DeadlinesResponse } from '#pages-config/api/contract.ts';
import { deadlineTarget, passedDeadlineKey } from '#pages-config/rules/deadlines.ts';
import type { FormType } from '#pages-config/schema/page.ts';

/**
 * Spec §4: when now is after a deadline relevant to the form type (its own or the global one),
 * the target to go to (see deadlineTarget); null while filing is open.
 */
export function deadlineRedirectTarget(
  deadlines: DeadlinesResponse,
  formType: FormType,
  culture: string | null,
  now: Date,
): string | null {
  const passed = passedDeadlineKey(deadlines, formType, now);
  return passed ? deadlineTarget(deadlines, passed, culture) : null;
}

/** How to leave for a deadline target: within the app, or a full page load for another site. */
export type DeadlineExit = { kind: 'none' } | { kind: 'route'; path: string } | { kind: 'page'; href: string };

/**
 * Spec §4: an external target is left by a full page redirect; an in-app target by the router,
 * unless the claimant is already on it (on /deadline nothing happens).
 */
export function deadlineExit(target: string, location: { origin: string; pathname: string }): DeadlineExit {
  const url = new URL(target, location.origin);
  if (url.origin !== location.origin) return { kind: 'page', href: url.href };
  if (url.pathname === location.pathname) return { kind: 'none' };
  return { kind: 'route', path: `${url.pathname}${url.search}` };
}
