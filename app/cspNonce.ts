import { setNonce } from 'get-nonce';

/**
 * The style nonce the server put in this page (a csp-nonce meta element; see the server's
 * withStyleNonce), or undefined when it has none (the Vite dev server). Browsers hide the
 * attribute's value once parsed; the element's nonce property keeps it.
 */
export function pageStyleNonce(page: Document): string | undefined {
  const meta = page.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}

/**
 * Hands the page's style nonce to the styles injected at run time: a modal dialog's scroll lock
 * (Radix's react-remove-scroll, through get-nonce) adds a <style> element that the Content
 * Security Policy blocks without it. Runs before the first render.
 */
export function adoptStyleNonce(page: Document): void {
  const nonce = pageStyleNonce(page);
  if (nonce) setNonce(nonce);
}
