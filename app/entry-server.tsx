// The server's renderer of the public pages (server/pages/publicPages.ts loads its build from
// app/dist-server): the same App as the browser's, at an address, with the settlement's start data.
import './zodSettings.ts';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import type { RenderPage } from '#pages-config/api/renderedPage.ts';
import { themeClassFor } from '#themes/index.ts';
import { App } from './App.tsx';
import { seedStartData } from './features/settlement/startData.ts';
import { preloadLazyComponents } from './lazyComponent.tsx';
import { prepareFirstRender } from './serverRendering/firstRender.ts';
import { ServerPageContext, type ServerPage } from './serverRendering/ServerPage.ts';
import { makeStore } from './store.ts';

/** Every chunk the app may load, loaded once: a page then renders without waiting on any. */
let allChunks: Promise<void> | undefined;

/**
 * The page at `url` (a path and query) as the browser's first render will draw it from the same
 * start data, or where it leads instead (a redirect its routes make as they render). Effects do
 * not run here: what the browser does once the page is up (the CSRF call, timers) is its own.
 */
export const renderPage: RenderPage = async (url, startData, now) => {
  allChunks ??= preloadLazyComponents();
  await allChunks;
  const store = makeStore();
  seedStartData(store.dispatch, startData);
  await prepareFirstRender(store, new URL(url, 'http://page').pathname);
  const page: ServerPage = { now, redirect: null, title: null };
  const { prelude } = await prerender(
    <StrictMode>
      <ServerPageContext value={page}>
        <App store={store} serverAddress={url} />
      </ServerPageContext>
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  if (page.redirect !== null) return { kind: 'redirect', location: page.redirect };
  return { kind: 'page', html, title: page.title, documentClass: themeClassFor(startData.settlement.theme) };
};
