// What Radix primitives call on elements that jsdom does not implement. Import it in a test file
// that opens a Radix Select, Popover or Dialog; each stub only fills a gap and never replaces a
// real implementation.
const prototype = Element.prototype as unknown as Record<string, unknown>;
for (const name of ['hasPointerCapture', 'setPointerCapture', 'releasePointerCapture', 'scrollIntoView']) {
  if (typeof prototype[name] !== 'function') prototype[name] = () => false;
}

if (typeof globalThis.ResizeObserver !== 'function') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
