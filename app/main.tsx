import './zodSettings.ts';
import '#themes/global.css.ts';
import '#themes/print.css.ts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { adoptStyleNonce } from './cspNonce.ts';
import { readStartData, seedStartData } from './features/settlement/startData.ts';
import { prepareFirstRender } from './serverRendering/firstRender.ts';
import { makeStore } from './store.ts';

const root = document.getElementById('root');
if (!root) throw new Error('app/index.html has no #root element');
adoptStyleNonce(document);

const store = makeStore();
// The answers the server inlined: the first paint waits for no call but the CSRF token's.
const startData = readStartData(document);
if (startData) seedStartData(store.dispatch, startData);

const app = (
  <StrictMode>
    <App store={store} />
  </StrictMode>
);

if (root.firstElementChild && startData) {
  // The server rendered the page (server/plugins/app/pages.ts): the client takes it over as it is.
  // An unknown address was answered with the not-found page: the router goes where it was rendered.
  const renderedAt = root.dataset.pageAddress;
  if (renderedAt) window.history.replaceState(null, '', renderedAt);
  void prepareFirstRender(store, window.location.pathname).finally(() => hydrateRoot(root, app));
} else {
  createRoot(root).render(app);
}
