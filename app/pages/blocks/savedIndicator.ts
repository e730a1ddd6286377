/**
 * Spec §4, §9: the saved indicator shows for 5000 ms after a record is saved. Its own module, so
 * the page chrome (the draft's indicator) can use it without loading the editor's chunk.
 */
export const savedIndicatorMilliseconds = 5000;
