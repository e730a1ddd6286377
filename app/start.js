// Starts the app once the page the server sent has been painted (vite.config.ts: paintFirst).
// The page is whole without its script, so on a slow network the stylesheets, the font and the
// main image go first and the claimant sees the page at once; the app's modules are then fetched
// together (preloaded) and take the page over. A tab opened in the background, where frames wait,
// starts after half a second.
//
// Until the app has taken the page over, a press of one of its buttons (Next on the sign-in
// page, say) does nothing by itself: it is kept, and the app presses it again once it is up
// (app/serverRendering/earlyInput.ts), with what the claimant typed meanwhile.
let pressed = null;
function keepPress(event) {
  const button = event.target instanceof Element ? event.target.closest('button, input[type="submit"]') : null;
  if (!button || !document.getElementById('root')?.contains(button)) return;
  // Neither the browser (a form's submission) nor React, once hydrating, acts on it now.
  event.preventDefault();
  event.stopImmediatePropagation();
  pressed = button;
}
document.addEventListener('click', keepPress, true);
window.claimkitEarlyPress = {
  /** Stops keeping presses (the app now answers them) and gives the last one kept, if any. */
  take() {
    document.removeEventListener('click', keepPress, true);
    const last = pressed;
    pressed = null;
    return last;
  },
};

const script = document.querySelector('script[data-entry]');
let started = false;
function start() {
  if (started || !script) return;
  started = true;
  for (const href of (script.dataset.preloads ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import(script.dataset.entry);
}
// The first contentful paint, not the first frame: a frame can come before the text and images
// are drawn (while the font loads, say), and modules fetched then would still delay them.
const isFirstContentfulPaint = (entry) => entry.name === 'first-contentful-paint';
if (performance.getEntriesByType('paint').some(isFirstContentfulPaint)) start();
else if (window.PerformanceObserver?.supportedEntryTypes?.includes('paint'))
  new PerformanceObserver((list, observer) => {
    if (!list.getEntries().some(isFirstContentfulPaint)) return;
    observer.disconnect();
    setTimeout(start);
  }).observe({ type: 'paint' });
else requestAnimationFrame(() => setTimeout(start));
setTimeout(start, 500);
