import './zodSettings.ts';
import '#themes/global.css.ts';
import '#themes/print.css.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { adoptStyleNonce } from './cspNonce.ts';
import { makeStore } from './store.ts';

const root = document.getElementById('root');
if (!root) throw new Error('app/index.html has no #root element');
adoptStyleNonce(document);

createRoot(root).render(
  <StrictMode>
    <App store={makeStore()} />
  </StrictMode>,
);
