import type { Page } from '@playwright/test';

/**
 * Adds up, from before the page's first script (so the first frame counts too), the layout shifts
 * that no tap or key explains (CLS's own rule: not within 500 ms of an input). Call before goto;
 * the function it returns reads the sum so far.
 */
export async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const watched = window as unknown as { unexpectedShift: number };
    watched.unexpectedShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) watched.unexpectedShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { unexpectedShift: number }).unexpectedShift);
}
