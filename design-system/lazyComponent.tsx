import { lazy, useState, type ComponentType, type FunctionComponent } from 'react';

/** A component whose code is in its own chunk: it renders as soon as `preload` has brought it in. */
export interface Preloadable {
  /** Starts loading the chunk (once); resolves when the component can render without suspending. */
  preload: () => Promise<unknown>;
  /** Whether the chunk is in, so a caller need not wait (no spinner for what is already loaded). */
  isLoaded: () => boolean;
}
export type LazyComponent<P extends object> = FunctionComponent<P> & Preloadable;

/**
 * A component loaded from its own chunk, so the entry holds only the shell (performance budgets);
 * the app's step blocks and the design system's heavier parts (masked input, calendar) use it.
 * Before its chunk is in, it suspends like React.lazy (the nearest Suspense shows the spinner);
 * once `preload` has resolved it renders at once, so a page that preloads what it shows never
 * flashes a spinner and a field that appears later (a dependency met) does not suspend the page.
 */
const allLazyComponents = new Set<Preloadable>();

/** Loads every lazy component's chunk that has been declared: for tests of the parts below the step route. */
export async function preloadLazyComponents(): Promise<void> {
  await Promise.all([...allLazyComponents].map((component) => component.preload()));
}

export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed chunk request may be retried by the next render.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Suspending = lazy(async () => ({ default: await preload() }));
  function Loaded(props: P) {
    // Chosen once per instance: switching types later would remount it and lose its state.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Suspending);
    return <Component {...props} />;
  }
  const component = Object.assign(Loaded, { preload, isLoaded: () => loaded !== undefined });
  allLazyComponents.add(component);
  return component;
}
