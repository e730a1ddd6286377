import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DeadlinesResponse } from '#pages-config/api/contract.ts';
import { deadlineKeys } from '#pages-config/api/deadlineKeys.ts';
import type { RenderPage } from '#pages-config/api/renderedPage.ts';

/**
 * The client's server renderer, built beside the client (`vite build` writes app/dist-server next
 * to app/dist), or null when there is none: the pages then go out as the bare shell, which the
 * client renders itself, as before server rendering.
 */
export async function loadPageRenderer(clientIndexFile: string): Promise<RenderPage | null> {
  const file = join(dirname(clientIndexFile), '..', 'dist-server', 'entry-server.js');
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { renderPage: RenderPage };
  return module.renderPage;
}

/**
 * When a page rendered at `now` may read otherwise by itself: the next deadline to pass (the start
 * page leads to the deadline page after it) or the new year (the footer's copyright year).
 */
export function renderedPageExpiry(deadlines: DeadlinesResponse, now: Date): number {
  const newYear = new Date(now.getFullYear() + 1, 0, 1).getTime();
  const deadlinesAhead = deadlineKeys
    .map((key) => deadlines[key].deadline)
    .filter((deadline) => deadline !== null)
    .map((deadline) => new Date(deadline).getTime())
    .filter((instant) => instant >= now.getTime());
  return Math.min(newYear, ...deadlinesAhead.map((instant) => instant + 1));
}

interface Entry<T> {
  value: Promise<T>;
  expires: number;
}

/**
 * Values made once per key and kept until they expire (`expiry` of the time they were made): the
 * public pages, which are the same for every claimant. A key asked for again while it is being
 * made waits for the same making. Failures are not kept. At most `limit` keys are kept (addresses
 * are the claimant's to choose); past it a value is made for the asker alone.
 */
export function expiringCache<T>(
  make: (key: string, now: Date) => Promise<T>,
  expiry: (now: Date) => number,
  now: () => Date,
  limit = 1000,
): (key: string) => Promise<T> {
  const entries = new Map<string, Entry<T>>();
  return (key) => {
    const at = now();
    const kept = entries.get(key);
    if (kept && at.getTime() < kept.expires) return kept.value;
    entries.delete(key);
    const value = make(key, at);
    if (entries.size >= limit) return value;
    entries.set(key, { value, expires: expiry(at) });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
}
