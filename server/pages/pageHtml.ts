import type { Settlement } from '#pages-config/schema/settlement.ts';

/**
 * The page the server sends for every page route: the built client's index.html, with what this
 * settlement, culture and response add to its head. Each step is a plain string edit of a page
 * that Vite wrote, so each is tested on its own (tests/server/client.test.ts).
 */

/** The page with markup inserted right after its <head …> opening tag; unchanged without one. */
function firstInHead(html: string, markup: string): string {
  const opening = /<head[\s>]/i.exec(html);
  const end = opening ? html.indexOf('>', opening.index) : -1;
  return end < 0 ? html : `${html.slice(0, end + 1)}${markup}${html.slice(end + 1)}`;
}

/**
 * The page with the response's style nonce in a csp-nonce meta element, first in its head: the
 * client hands it to the modal's scroll lock, whose injected <style> the policy would block
 * without it. Browsers hide the attribute's value once parsed (from CSS selectors and
 * getAttribute); the client reads the element's nonce property.
 */
export function withStyleNonce(html: string, nonce: string): string {
  return firstInHead(html, `<meta property="csp-nonce" nonce="${nonce}" />`);
}

/**
 * The page with a preload of the theme's font file first in its head, so the text above the fold
 * does not wait for the stylesheet to name the font. The build writes which file each theme uses
 * (font-preloads.json next to index.html); without it, or for a theme it does not name, the page
 * is unchanged.
 */
export function withFontPreload(html: string, fontPreloads: Record<string, string> | null, theme: string): string {
  const href = fontPreloads?.[theme];
  if (!href) return html;
  return firstInHead(html, `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin />`);
}

/**
 * The page with the theme's stylesheet (its tokens and font faces) linked first in its head,
 * render-blocking like the app's own stylesheets, so the first paint has the theme. The build
 * writes each theme's stylesheet apart (theme-stylesheets.json next to index.html), so a page loads
 * its own theme's CSS and no other's; without that file, or for a theme it does not name, the
 * page is unchanged.
 */
export function withThemeStylesheet(
  html: string,
  themeStylesheets: Record<string, string> | null,
  theme: string,
): string {
  const href = themeStylesheets?.[theme];
  if (!href) return html;
  return firstInHead(html, `<link rel="stylesheet" href="${href}" crossorigin />`);
}

/**
 * The page with a preload of the header image, at high priority, when the layout shows one (the
 * kontent layout): it is the largest thing on the first screen, and without this the browser learns
 * of it only once the script has drawn the header (Lighthouse's largest contentful paint).
 */
export function withHeaderImagePreload(html: string, settlement: Pick<Settlement, 'layout' | 'branding'>): string {
  const href = settlement.layout === 'kontent' ? settlement.branding?.headerImageSrc : undefined;
  if (!href) return html;
  const attribute = href.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  return firstInHead(html, `<link rel="preload" href="${attribute}" as="image" fetchpriority="high" />`);
}

/**
 * The page with its start data (server/pages/startData.ts) at the end of its head. The session's CSRF
 * token is not preloaded beside it: a preload the browser did not match would race the client's
 * own call, and two answers would start two sessions, one of them with a token the other refuses.
 */
export function withStartData(html: string, startDataElement: string): string {
  const end = html.search(/<\/head>/i);
  // Last in the head: the preloads and the entry script before it are found by the browser first.
  return end < 0 ? html : `${html.slice(0, end)}${startDataElement}${html.slice(end)}`;
}

/** The page in a culture: its root element's lang says which, for screen readers and translators. */
export function withLanguage(html: string, culture: string): string {
  return html.replace(/<html lang="[^"]*"/i, `<html lang="${culture.replace(/[^A-Za-z-]/g, '')}"`);
}

/** Text as HTML character data or an attribute value. */
function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

/**
 * The page with the app's markup, rendered on the server (server/pages/publicPages.ts), inside its
 * root element, which the client then hydrates.
 */
export function withRenderedApp(html: string, markup: string): string {
  return html.replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
}

/**
 * The page marked with the address it was rendered at, for a page answered at another (an unknown
 * address gets the not-found page): the client takes that address up before hydrating, as its
 * router would have gone there.
 */
export function withPageAddress(html: string, address: string): string {
  return html.replace('<div id="root"', `<div id="root" data-page-address="${escapeHtml(address)}"`);
}

/** The page with its document title, which the client would otherwise set once it runs. */
export function withTitle(html: string, title: string): string {
  return html.replace(/<title>[^<]*<\/title>/i, `<title>${escapeHtml(title)}</title>`);
}

/** The page with a class on its root element: the theme's, whose tokens the page is laid out with. */
export function withDocumentClass(html: string, className: string): string {
  const opening = html.search(/<html[\s>]/i);
  const end = opening < 0 ? -1 : html.indexOf('>', opening);
  return end < 0 ? html : `${html.slice(0, end)} class="${escapeHtml(className)}"${html.slice(end)}`;
}
