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
 * The texts, as a map that notes each key read from it (or found in it) once `reads.on` is set:
 * the store freezes the map as it takes it in, which reads every key, so the noting starts after.
 */
function notingReads(content: Record<string, string>, reads: { on: boolean; keys: Set<string> }) {
  const note = (key: string | symbol) => {
    if (reads.on && typeof key === 'string' && Object.hasOwn(content, key)) reads.keys.add(key);
  };
  return new Proxy(content, {
    get: (target, key, receiver) => (note(key), Reflect.get(target, key, receiver) as unknown),
    has: (target, key) => (note(key), Reflect.has(target, key)),
  });
}

/**
 * The page at `url` (a path and query) as the browser's first render will draw it from the same
 * start data, or where it leads instead (a redirect its routes make as they render), with the
 * content keys it read: the texts the page's start data must carry for the browser to draw it
 * again. Effects do not run here: what the browser does once the page is up (the CSRF call,
 * timers) is its own.
 */
export const renderPage: RenderPage = async (url, startData, now) => {
  allChunks ??= preloadLazyComponents();
  await allChunks;
  const store = makeStore();
  const reads = { on: false, keys: new Set<string>() };
  seedStartData(store.dispatch, { ...startData, content: notingReads(startData.content, reads) });
  reads.on = true;
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
  reads.on = false;
  if (page.redirect !== null) return { kind: 'redirect', location: page.redirect };
  const documentClass = themeClassFor(startData.settlement.theme);
  return { kind: 'page', html, title: page.title, documentClass, contentKeys: [...reads.keys].sort() };
};
