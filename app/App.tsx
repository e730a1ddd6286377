import { useEffect } from 'react';
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
  /** Called once the app is on the page (after the first commit's effects: hydration is done). */
  onMounted?: (() => void) | undefined;
}

/** The claim site: store, router, and the start-up that loads the settlement and renders its flows. */
export function App({ store, serverAddress, onMounted }: AppProps) {
  // The root's effect runs after every effect below it, once the first render is committed.
  useEffect(() => {
    onMounted?.();
  }, [onMounted]);
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
