/**
 * Phone bench: `node bench/phone/run.ts [--themes a,b] [--cultures en,es]`.
 *
 * Walks every form of the demo (Standard with and without losses, Automotive, DocumentsUpload,
 * Lookup) as the every-page tests do (tests/e2e/support/everyPageJourneys.ts), in Debian's Chromium
 * at a 390 × 844 phone screen with touch, against the real server in each theme, in English and
 * Spanish. At each page and state the walk checks, it records where the page's h1 is on the screen
 * (on the first screen or not), how far below the screen the page's primary button is (the scroll
 * a claimant needs to reach Next), the page's height and width, and the layout shift since the
 * previous record that no tap explains. Taps count the clicks and the fields focused. Prints a
 * table per walk and the totals; with BENCH_RESULT_FILE set, writes the figures there as JSON.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { themeServers } from '#tests/e2e/support/themeServers.ts';
import { everyPageJourneys } from '#tests/e2e/support/everyPageJourneys.ts';
import { untilScrollRests, type Culture } from '#tests/e2e/support/pageChecks.ts';
import { chromiumArgs, chromiumPath } from '#tests/helpers/chromium.ts';
import { freePort, startClaimkitServer } from '../server/claimkitServer.ts';

const { values: options } = parseArgs({
  options: {
    themes: { type: 'string', default: themeServers.map((server) => server.theme).join(',') },
    cultures: { type: 'string', default: 'en,es' },
  },
});
const screen = { width: 390, height: 844 };
/** The walks that file or look up a claim: the forms themselves. */
const formWalks = ['Standard without losses', 'Standard with losses', 'Automotive', 'DocumentsUpload', 'Lookup'];

interface Row {
  label: string;
  /** The page as it is reached (opened, or shown by Next), not a state of it. */
  arrival: boolean;
  path: string;
  /** The h1's top and bottom on the screen as the page is checked (px). */
  headingTop: number;
  headingOnFirstScreen: boolean;
  /** How far below the screen's bottom edge the primary button ends (px; 0 when in view). */
  primaryBelowScreen: number;
  pageHeight: number;
  pageWidth: number;
  /** Layout shift since the previous row that no tap explains (CLS's rule). */
  shift: number;
  taps: number;
}

/** Installs the counters: unexplained layout shift and taps (clicks, fields focused). */
async function watch(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const watched = window as unknown as { benchShift: number; benchTaps: number };
    watched.benchShift = 0;
    watched.benchTaps = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) watched.benchShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('click', (event) => event.isTrusted && (watched.benchTaps += 1), true);
    document.addEventListener(
      'focusin',
      (event) =>
        event.target instanceof HTMLElement &&
        event.target.matches('input, textarea, select') &&
        (watched.benchTaps += 1),
      true,
    );
  });
}

/** The figures of the page once its smooth scroll has come to rest; resets the shift and tap counters. */
async function record(page: Page, label: string, arrival: boolean): Promise<Row> {
  await untilScrollRests(page);
  const figures = await page.evaluate(() => {
    const watched = window as unknown as { benchShift: number; benchTaps: number };
    const heading = document.querySelector('main h1')?.getBoundingClientRect();
    const buttons = [...document.querySelectorAll<HTMLElement>('main button')].filter((button) => button.offsetParent);
    const primary = buttons.at(-1)?.getBoundingClientRect();
    const row = {
      path: location.pathname,
      headingTop: Math.round(heading?.top ?? -1),
      headingOnFirstScreen: heading ? heading.bottom <= innerHeight && heading.top >= 0 : false,
      primaryBelowScreen: primary ? Math.max(0, Math.round(primary.bottom - innerHeight)) : 0,
      pageHeight: document.documentElement.scrollHeight,
      pageWidth: document.documentElement.scrollWidth,
      shift: Math.round((watched.benchShift ?? 0) * 10_000) / 10_000,
      taps: watched.benchTaps ?? 0,
    };
    watched.benchShift = 0;
    watched.benchTaps = 0;
    return row;
  });
  return { label, arrival, ...figures };
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const results: Record<string, Record<string, Row[]>> = {};
try {
  for (const theme of options.themes.split(',')) {
    const directory = mkdtempSync(join(tmpdir(), 'claimkit-bench-phone-'));
    const server = await startClaimkitServer({
      directory,
      port: await freePort(),
      pinPepper: 'bench-phone-pepper-not-secret',
      variables: { THEME: theme, CLAIMS_PER_MEMBER: '1000', API_REQUESTS_PER_SECOND: 'off' },
    });
    try {
      for (const culture of options.cultures.split(',') as Culture[]) {
        for (const journey of everyPageJourneys.filter((candidate) => formWalks.includes(candidate.name))) {
          const context = await browser.newContext({
            baseURL: server.url,
            viewport: screen,
            hasTouch: true,
            isMobile: true,
          });
          const page = await context.newPage();
          await watch(page);
          const rows: Row[] = [];
          const checks = {
            culture,
            visited: [] as string[],
            problems: [] as string[],
            async check(label: string) {
              this.visited.push(label);
              rows.push(await record(page, label, false));
            },
            // A page as it is reached (opened, or shown by Next), not a state of it.
            async arrived(label: string) {
              this.visited.push(label);
              rows.push(await record(page, label, true));
            },
          };
          await journey.walk(page, checks as never);
          await context.close();
          results[`${theme} ${culture}`] = { ...results[`${theme} ${culture}`], [journey.name]: rows };
          const arrivals = rows.filter((row) => row.arrival);
          const offScreen = arrivals.filter((row) => !row.headingOnFirstScreen).length;
          console.log(
            `${theme} ${culture} ${journey.name}: ${arrivals.length} pages reached (${rows.length} states), ` +
              `h1 off the first screen on ${offScreen}, ` +
              `scroll to the primary button ${arrivals.reduce((sum, row) => sum + row.primaryBelowScreen, 0)} px, ` +
              `taps ${rows.reduce((sum, row) => sum + row.taps, 0)}, layout shift ${rows.reduce((sum, row) => sum + row.shift, 0).toFixed(4)} ` +
              `(largest ${Math.max(...rows.map((row) => row.shift)).toFixed(4)}), widest page ${Math.max(...rows.map((row) => row.pageWidth))} px`,
          );
          console.table(
            rows.map(({ label, headingTop, primaryBelowScreen, shift, taps }) => ({
              label,
              headingTop,
              primaryBelowScreen,
              shift,
              taps,
            })),
          );
        }
      }
    } finally {
      await server.stop();
      rmSync(directory, { recursive: true, force: true });
    }
  }
} finally {
  await browser.close();
}
/** Per theme and culture, over every form: the figures the issue asks for. */
const summary = Object.entries(results).map(([run, walks]) => {
  const rows = Object.values(walks).flat();
  const arrivals = rows.filter((row) => row.arrival);
  return {
    run,
    pagesReached: arrivals.length,
    headingOffFirstScreen: arrivals.filter((row) => !row.headingOnFirstScreen).length,
    scrollToPrimaryPx: arrivals.reduce((sum, row) => sum + row.primaryBelowScreen, 0),
    taps: rows.reduce((sum, row) => sum + row.taps, 0),
    layoutShift: Math.round(rows.reduce((sum, row) => sum + row.shift, 0) * 10_000) / 10_000,
    largestShift: Math.max(...rows.map((row) => row.shift)),
    widestPagePx: Math.max(...rows.map((row) => row.pageWidth)),
  };
});
console.table(summary);
if (process.env.BENCH_RESULT_FILE)
  writeFileSync(process.env.BENCH_RESULT_FILE, JSON.stringify({ screen, summary, results }, null, 2));
