import { getNonce } from 'get-nonce';
import { describe, expect, it } from 'vitest';
import { adoptStyleNonce, pageStyleNonce } from '#app/cspNonce.ts';

/** A page as the server serves it: the response's style nonce in a csp-nonce meta element. */
function pageWithNonce(nonce: string | null): Document {
  const page = document.implementation.createHTMLDocument('Claimkit');
  if (nonce !== null) {
    const meta = page.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.setAttribute('nonce', nonce);
    page.head.append(meta);
  }
  return page;
}

describe('the style nonce of the page', () => {
  it('is read from the csp-nonce meta element', () => {
    expect(pageStyleNonce(pageWithNonce('bm9uY2Utb25l'))).toBe('bm9uY2Utb25l');
  });

  it('is undefined when the page has none (the Vite dev server)', () => {
    expect(pageStyleNonce(pageWithNonce(null))).toBeUndefined();
  });

  it("is handed to the modal's scroll lock, which puts it on the style it injects", () => {
    adoptStyleNonce(pageWithNonce('bm9uY2UtdHdv'));
    expect(getNonce()).toBe('bm9uY2UtdHdv');
  });
});
