import './zodSettings.ts';
import '#themes/global.css.ts';
import '#themes/print.css.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { adoptStyleNonce } from './cspNonce.ts';
import { readStartData, seedStartData } from './features/settlement/startData.ts';
import { makeStore } from './store.ts';

const root = document.getElementById('root');
if (!root) throw new Error('app/index.html has no #root element');
adoptStyleNonce(document);

const store = makeStore();
// The answers the server inlined: the first paint waits for no call but the CSRF token's.
const startData = readStartData(document);
if (startData) seedStartData(store.dispatch, startData);

createRoot(root).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);
