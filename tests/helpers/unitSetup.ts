import '@testing-library/jest-dom/vitest';
import { beforeAll } from 'vitest';
import { preloadLazyComponents } from '#app/lazyComponent.tsx';

// The app shows a step once its chunks are in (StepRoute) and loads the dialogs' chunks after the
// first paint; components rendered on their own in a test find their chunks loaded likewise.
// The chunks load here rather than when a test file imports its component, so the hook has the
// time an import would have: on a loaded machine the calendar's chunk alone takes seconds.
beforeAll(() => preloadLazyComponents(), 60_000);

// jsdom lays nothing out, so it cannot scroll: its own scrollTo only reports "Not implemented".
// Next scrolls the page to the top (StepPage); a test that cares spies on this one.
if (typeof window !== 'undefined') window.scrollTo = () => {};
