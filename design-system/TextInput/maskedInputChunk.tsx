import { lazyComponent } from '../lazyComponent.tsx';

/**
 * The masked input from a chunk of its own: it brings react-number-format, which no start page
 * needs (credentials have no mask), so it stays out of the entry (performance budgets). The app
 * preloads it once a step shows; before its chunk is in, it suspends.
 */
export const MaskedInputFromChunk = lazyComponent(async () => (await import('./MaskedInput.tsx')).MaskedInput);
