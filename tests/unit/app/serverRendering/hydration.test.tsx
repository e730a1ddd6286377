import { act, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from '#app/App.tsx';
import { seedStartData } from '#app/features/settlement/startData.ts';
import { prepareFirstRender } from '#app/serverRendering/firstRender.ts';
import { makeStore } from '#app/store.ts';
import type { RenderedPage } from '#pages-config/api/renderedPage.ts';
import { pagePathsOf } from '#pages-config/rules/pagePaths.ts';
import { settlementAnswer } from '#server/settlement/publicAnswers.ts';
import { withPageContent } from '#server/pages/startData.ts';
import { demoPageStartData, demoSettlementService } from '#tests/helpers/demoStartData.ts';
import { renderPagesApart } from '#tests/helpers/renderPagesApart.ts';

// Each public page of the demo as the server renders it, hydrated in jsdom by development React,
// which reports every difference hydration meets (attributes included) on console.error, or
// recovers from it (onRecoverableError): either fails the page.

// Before the demo's deadlines, as the e2e servers run (demo-settlement.md).
const now = new Date('2026-11-28T12:00:00Z');
const answer = settlementAnswer(demoSettlementService);
const stepsBehindSignIn = answer.forms.flatMap((form) => form.steps.filter((step) => !step.authorize));
/** Every address with a page but the steps behind sign-in and /claim/status (a redirect to Lookup). */
const publicPaths = [...pagePathsOf(answer)].filter(
  (path) => path !== '/claim/status' && !stepsBehindSignIn.some((step) => step.path === path),
);
const cultures = demoSettlementService.enabledCultures;
const addressOf = (path: string, culture: string) =>
  `${path}?culture=${culture}${path === '/session-expired' ? '&form=automotive' : ''}`;

// React's act() outside Testing Library's render, which otherwise says so.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const rendered = new Map<string, RenderedPage>();
beforeAll(() => {
  const requests = cultures.flatMap((culture) =>
    publicPaths.map((path) => ({ culture, address: addressOf(path, culture) })),
  );
  renderPagesApart(now, requests).forEach((page, index) => rendered.set(requests[index]!.address, page));
}, 120_000);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('server-rendered public pages hydrate as they were rendered', () => {
  it('covers the start page of every form and the site and fallback pages', () => {
    expect(publicPaths).toEqual(expect.arrayContaining(['/', '/automotive', '/lookup', '/documents-upload', '/faq']));
    expect(publicPaths).toEqual(expect.arrayContaining(['/page-not-found', '/session-expired', '/deadline']));
  });

  for (const culture of cultures) {
    for (const path of publicPaths) {
      it(`${path} in ${culture}`, async () => {
        const address = addressOf(path, culture);
        const page = rendered.get(address);
        if (page?.kind !== 'page') throw new Error(`${address} was not rendered as a page`);
        expect(page.html).toContain('<h1');
        document.body.innerHTML = `<div id="root">${page.html}</div>`;
        const container = document.getElementById('root')!;
        const serverText = container.textContent;
        window.history.replaceState(null, '', address);
        const store = makeStore();
        // What the server sends with the page: its own model configs, and the texts it read.
        seedStartData(store.dispatch, withPageContent(demoPageStartData(culture, address), page.contentKeys));
        await prepareFirstRender(store, path);

        // The page's own calls once it runs (the CSRF token) are not hydration's: they wait.
        vi.stubGlobal('fetch', () => new Promise(() => {}));
        const consoleErrors = vi.spyOn(console, 'error');
        const recovered: unknown[] = [];
        await act(async () => {
          root = hydrateRoot(
            container,
            <StrictMode>
              <App store={store} />
            </StrictMode>,
            { onRecoverableError: (error) => recovered.push(error) },
          );
        });
        expect(recovered).toEqual([]);
        expect(consoleErrors).not.toHaveBeenCalled();
        expect(container.textContent).toBe(serverText);
      });
    }
  }
});
