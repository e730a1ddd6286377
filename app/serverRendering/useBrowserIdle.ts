import { useEffect, useState } from 'react';

/** The longest wait for an idle moment: a page kept busy still gets on with it. */
const longestWaitMilliseconds = 2000;
/** The wait where the browser cannot say when it is idle. */
const waitWithoutIdleCallbackMilliseconds = 1000;

/**
 * False until the browser has first been idle since the app came up: the page then is hydrated
 * (React hydrates its parts in tasks of their own, after the root), and what waits for this no
 * longer competes with it. Where the browser cannot say when it is idle (Safari), a second.
 */
export function useBrowserIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const becomeIdle = () => setIdle(true);
    if (typeof window.requestIdleCallback === 'function') {
      const request = window.requestIdleCallback(becomeIdle, { timeout: longestWaitMilliseconds });
      return () => window.cancelIdleCallback(request);
    }
    const timer = setTimeout(becomeIdle, waitWithoutIdleCallbackMilliseconds);
    return () => clearTimeout(timer);
  }, []);
  return idle;
}
