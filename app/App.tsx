import { Provider } from 'react-redux';
import { Router } from 'wouter';
import { Boot } from './Boot.tsx';
import { ErrorBoundary, requestFailedBeforeTexts } from './ErrorBoundary.tsx';
import type { AppStore } from './store.ts';

export interface AppProps {
  store: AppStore;
  /**
   * The page's address (path and query) for the server's renderer (entry-server.tsx); the browser's
   * address and history when left out.
   */
  serverAddress?: string;
}

/** The claim site: store, router, and the start-up that loads the settlement and renders its flows. */
export function App({ store, serverAddress }: AppProps) {
  return (
    <Provider store={store}>
      <Router ssrPath={serverAddress}>
        <ErrorBoundary fallback={<p role="alert">{requestFailedBeforeTexts}</p>}>
          <Boot />
        </ErrorBoundary>
      </Router>
    </Provider>
  );
}
