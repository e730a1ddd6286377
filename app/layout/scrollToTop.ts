/** Spec §2: navigating scrolls smoothly to the top; at once for a claimant who asks for reduced motion. */
export function scrollToTop(): void {
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' });
}
