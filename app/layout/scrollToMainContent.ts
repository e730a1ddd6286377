import { mainContentId } from '#design-system/PageChrome/PageChrome.tsx';

/**
 * Navigating scrolls smoothly to the page's main content (spec §2 said the top; issue 21 moved it):
 * on a phone the header, navigation, picture and banner fill the first screen, so from the top a
 * new step looked unchanged and its question was a screen or more below. At once for a claimant
 * who asks for reduced motion. Where there is no main content, to the top.
 */
export function scrollToMainContent(): void {
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const main = document.getElementById(mainContentId);
  const top = main ? Math.max(0, Math.round(main.getBoundingClientRect().top + window.scrollY)) : 0;
  window.scrollTo({ top, behavior: reducedMotion ? 'auto' : 'smooth' });
}
