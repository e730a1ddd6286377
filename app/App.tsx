import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { Boot } from './Boot.tsx';
import { ErrorBoundary, requestFailedBeforeTexts } from './ErrorBoundary.tsx';
import type { AppStore } from './store.ts';

export interface AppProps {
  store: AppStore;
}

/** The claim site: store, router, and the start-up that loads the settlement and renders its flows. */
export function App({ store }: AppProps) {
  return (
    <Provider store={store}>
      <BrowserRouter>
        <ErrorBoundary fallback={<p role="alert">{requestFailedBeforeTexts}</p>}>
          <Boot />
        </ErrorBoundary>
      </BrowserRouter>
    </Provider>
  );
}
