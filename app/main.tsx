import './zodSettings.ts';
import '#themes/global.css.ts';
import '#themes/print.css.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { adoptStyleNonce } from './cspNonce.ts';
import { readStartData, seedStartData } from './features/settlement/startData.ts';
import { giveEarlyPress } from './serverRendering/earlyInput.ts';
import { prepareFirstRender } from './serverRendering/firstRender.ts';
import { makeStore } from './store.ts';

const root = document.getElementById('root');
if (!root) throw new Error('app/index.html has no #root element');
adoptStyleNonce(document);

const store = makeStore();
// The answers the server inlined: the first paint waits for no call but the CSRF token's.
const startData = readStartData(document);
if (startData) seedStartData(store.dispatch, startData);

// Once the app is on the page, what the claimant typed and pressed before is given to it.
const app = (
  <StrictMode>
    <App store={store} onMounted={() => void giveEarlyPress()} />
  </StrictMode>
);

if (root.firstElementChild && startData) {
  // The server rendered the page (server/plugins/app/pages.ts): the client takes it over as it is.
  // An unknown address was answered with the not-found page: the router goes where it was rendered.
  const renderedAt = root.dataset.pageAddress;
  if (renderedAt) window.history.replaceState(null, '', renderedAt);
  // In a transition, hydrating yields to the browser every few milliseconds (a default-priority
  // hydration is one long task): a tap or key during it is answered, and a phone's main thread is
  // never blocked for the whole page (Lighthouse's TBT). Events on parts not yet hydrated are replayed.
  void prepareFirstRender(store, window.location.pathname).finally(() =>
    startTransition(() => {
      hydrateRoot(root, app);
    }),
  );
} else {
  createRoot(root).render(app);
}
