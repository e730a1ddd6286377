import '@testing-library/jest-dom/vitest';
import { beforeAll } from 'vitest';
import { preloadLazyComponents } from '#app/lazyComponent.tsx';

// The app shows a step once its chunks are in (StepRoute) and loads the dialogs' chunks after the
// first paint; components rendered on their own in a test find their chunks loaded likewise.
beforeAll(() => preloadLazyComponents());
