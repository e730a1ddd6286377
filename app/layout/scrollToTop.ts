/** Smooth scrolling, or at once for a claimant who asks for reduced motion. */
function scrollBehavior(): ScrollBehavior {
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  return reducedMotion ? 'auto' : 'smooth';
}

/** Spec §2: navigating scrolls smoothly to the top; at once for a claimant who asks for reduced motion. */
export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: scrollBehavior() });
}

/**
 * Focus on a heading that has just appeared on the page (a result shown under the form), which is
 * brought to the top of the screen the way navigating scrolls: the screen reader reads it, and on
 * a phone it is in view rather than below the form.
 */
export function focusAndReveal(heading: HTMLElement): void {
  heading.focus({ preventScroll: true });
  heading.scrollIntoView({ block: 'start', behavior: scrollBehavior() });
}
