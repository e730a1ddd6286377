import type { ComponentType, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { Boot } from './Boot.tsx';
import { ErrorBoundary, requestFailedBeforeTexts } from './ErrorBoundary.tsx';
import type { AppStore } from './store.ts';

export interface AppProps {
  store: AppStore;
  /**
   * The router around the routes: the browser's address and history by default; the server's
   * renderer (entry-server.tsx) gives its own, at the page's address.
   */
  Router?: ComponentType<{ children: ReactNode }>;
}

/** The claim site: store, router, and the start-up that loads the settlement and renders its flows. */
export function App({ store, Router = BrowserRouter }: AppProps) {
  return (
    <Provider store={store}>
      <Router>
        <ErrorBoundary fallback={<p role="alert">{requestFailedBeforeTexts}</p>}>
          <Boot />
        </ErrorBoundary>
      </Router>
    </Provider>
  );
}
