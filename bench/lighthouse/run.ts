/**
 * Lighthouse bench: `node bench/lighthouse/run.ts [--runs 5] [--pages /,/faq,steps] [--build]
 * [--save-reports <folder>] [--ports 5100-5120]` (performance issue, point 5: performance ≥ 98,
 * FCP ≤ 1.2 s, LCP ≤ 1.5 s, TBT ≤ 100 ms, CLS ≤ 0.02, accessibility 100, best practices 100,
 * mobile, median of 5 runs).
 *
 * Starts the real server (`node server/main.ts`) on the demo settlement with a fresh SQLite file
 * (building the client first if app/dist is missing, or with --build), saves Alex Sample's draft
 * with documented losses through the API, writes the static copy of claimant-info into the served
 * folder (staticStep.ts), then runs, each time in a new headless Debian Chromium:
 * - every public page (publicPages.ts: each form's start page, the site pages, the fallback pages)
 *   and the static page, each as a Lighthouse page load with the default config (mobile screen and
 *   user agent, simulated Slow 4G and 4× CPU), in an order turned by one page each run, so that no
 *   page is always measured first or last as the machine's load drifts;
 * - the Standard steps as a user flow in the same browser (standardFlow.ts): sign in, then Next
 *   through claimant-info, documented-losses, claim-details, payment-election, supporting-documents
 *   and claim-summary,
 *   each transition a timespan (devtools throttling with the same mobile figures) and each step a
 *   snapshot. A step has no page load of its own, so no performance score: its transition's
 *   blocking time, interaction to next paint and layout shift are held to their targets.
 * Prints the medians per page against the targets, each page's FCP and LCP over the static page's
 * (the median of the runs' ratios: the machine is shared, so a ratio within a run is the figure to
 * compare), the JavaScript each page fetched, what costs the start page its performance points,
 * and the audits that failed; writes them to BENCH_RESULT_FILE. Exits 0 when a target is missed
 * (a bench reports figures), 1 only when it could not measure. --pages measures only the pages
 * named (their paths, and `steps` for the Standard flow; the static page is always measured, as
 * the ratios need it). --save-reports keeps each run's Lighthouse results (JSON, for the
 * Lighthouse viewer) in that folder. --ports is the range the server and Chromium listen in.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse, { type Config, type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { freePort, startClaimkitServer } from '../server/claimkitServer.ts';
import { chromiumVersion, launchChromium } from './chromium.ts';
import { clientBuildOf, ensureClientBuilt } from './clientBuild.ts';
import {
  categoryIds,
  failingAudits,
  loadMetricIds,
  median,
  numericValueOf,
  performanceCosts,
  scoreOf,
  transitionTargets,
} from './figures.ts';
import { pathnameOf, publicPagesOf, type PublicPage } from './publicPages.ts';
import { printReport, type BenchReport } from './report.ts';
import { saveStandardDraft } from './standardDraft.ts';
import { freshLoadPath, standardSteps, walkStandardFlow } from './standardFlow.ts';
import { removeStaticStep, staticStepPath, writeStaticStep, type StaticStep } from './staticStep.ts';
import {
  formatMetric,
  loadMetricTargets,
  missedTargets,
  pageRunOf,
  stepRunOf,
  summaryOf,
  targets,
  type PageRun,
} from './summary.ts';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    build: { type: 'boolean', default: false },
    'save-reports': { type: 'string' },
    pages: { type: 'string' },
    ports: { type: 'string', default: '5100-5120' },
  },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs wants a whole number of runs, not ${options.runs}`);
const [firstPort, lastPort] = options.ports.split('-').map(Number);
if (!firstPort || !lastPort || lastPort <= firstPort)
  throw new Error(`--ports wants a range such as 5100-5120, not ${options.ports}`);
const portInRange = () => freePort(firstPort, lastPort);
/** The pages asked for with --pages (paths, and `steps`); undefined: all of them. */
const pagesAsked = options.pages
  ?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const reportsFolder = options['save-reports'];
if (reportsFolder) mkdirSync(reportsFolder, { recursive: true });

/** Keeps a run's Lighthouse results when asked to (--save-reports). */
function saveReport(name: string, results: unknown): void {
  if (reportsFolder) writeFileSync(join(reportsFolder, `${name}.json`), JSON.stringify(results));
}

// The timespans throttle the page itself with Lighthouse's mobile figures (Slow 4G, 4× CPU):
// simulated throttling only models page loads.
const flowConfig: Config = { extends: 'lighthouse:default', settings: { throttlingMethod: 'devtools' } };

const lighthouseVersion = (
  JSON.parse(readFileSync(createRequire(import.meta.url).resolve('lighthouse/package.json'), 'utf8')) as {
    version: string;
  }
).version;

ensureClientBuilt(options.build);
const clientBuild = clientBuildOf();
const loadAtStart = loadavg()[0] ?? 0;
const started = performance.now();
const directory = mkdtempSync(join(tmpdir(), 'claimkit-bench-lighthouse-'));
/** Each page's runs, by the path loaded; the static page's under its own. */
const loadResults = new Map<string, Result[]>();
const stepRuns = new Map<string, PageRun[]>(standardSteps.map((path) => [path, []]));

/** Page loads Lighthouse could not measure, each loaded again (up to three tries in all). */
const retriedLoads: Array<{ path: string; run: number; error: string }> = [];

/**
 * A page's Lighthouse load in the Chromium on `port`, with the bench's categories. On this loaded
 * machine the trace of a load now and then comes back broken (NO_NAVSTART: no metric at all), so
 * such a load is made again, and recorded; the third result stands, whatever it is.
 */
async function loadPage(url: string, port: number, run: number): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, { port, logLevel: 'error', output: 'json', onlyCategories: categoryIds });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error || attempt === 3) return result.lhr;
    retriedLoads.push({ path: new URL(url).pathname + new URL(url).search, run, error: error.code });
    console.log(`run ${run}: ${url} not measured (${error.code}), loaded again`);
  }
}

/** The file name a page's saved report gets: its path in words. */
const reportName = (path: string) => path.replace(/^\//, '').replace(/[^A-Za-z0-9]+/g, '-') || 'start-page';

/** What was measured besides the results: the pages, whether the steps were walked, the static copy. */
interface Measured {
  publicPages: PublicPage[];
  measureSteps: boolean;
  staticStep: StaticStep;
  freshStepLoad: BenchReport['freshStepLoad'];
}

/** Starts the server, writes the static copy, and loads every page (and walks the steps) in each run. */
async function measure(): Promise<Measured> {
  const server = await startClaimkitServer({
    directory,
    port: await portInRange(),
    pinPepper: 'bench-pepper-not-secret',
  });
  try {
    const authorizedCookie = await saveStandardDraft(server.url);
    const available = await publicPagesOf(server.url);
    const names = [...available.map((page) => page.path), 'steps'];
    const unknown = (pagesAsked ?? []).filter(
      (name) => name !== 'steps' && !available.some((page) => pathnameOf(page.path) === pathnameOf(name)),
    );
    if (unknown.length > 0)
      throw new Error(`--pages names no public page: ${unknown.join(', ')} (there are: ${names.join(', ')})`);
    const publicPages = pagesAsked
      ? available.filter((page) => pagesAsked.some((name) => pathnameOf(name) === pathnameOf(page.path)))
      : available;
    const measureSteps = !pagesAsked || pagesAsked.includes('steps');

    // The static copy of claimant-info, made once in a Chromium of its own; with the fresh load of
    // that step's address, which shows why the steps are measured in a flow.
    let staticStep: StaticStep;
    let freshStepLoad: BenchReport['freshStepLoad'] = null;
    const preparation = await launchChromium(await portInRange());
    try {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${preparation.port}` });
      try {
        staticStep = await writeStaticStep(browser, server.url);
        if (measureSteps)
          freshStepLoad = {
            path: standardSteps[0],
            endedOn: await freshLoadPath(browser, server.url, authorizedCookie, standardSteps[0]),
          };
      } finally {
        await browser.disconnect();
      }
    } finally {
      preparation.kill();
    }
    const loadOrder = [staticStepPath, ...publicPages.map((page) => page.path)];
    for (const path of loadOrder) loadResults.set(path, []);
    for (let run = 1; run <= runs; run += 1) {
      const chromium = await launchChromium(await portInRange());
      try {
        const turn = (run - 1) % loadOrder.length;
        for (const path of [...loadOrder.slice(turn), ...loadOrder.slice(0, turn)]) {
          const lhr = await loadPage(`${server.url}${path}`, chromium.port, run);
          loadResults.get(path)?.push(lhr);
          saveReport(`${reportName(path)}-${run}`, lhr);
          console.log(
            `run ${run}/${runs} ${path}: performance ${scoreOf(lhr, 'performance')}, ` +
              `FCP ${formatMetric('first-contentful-paint', numericValueOf(lhr, 'first-contentful-paint'))} ms, ` +
              `LCP ${formatMetric('largest-contentful-paint', numericValueOf(lhr, 'largest-contentful-paint'))} ms`,
          );
        }
        if (measureSteps) {
          const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromium.port}` });
          try {
            // A claimant's fresh browser: nothing of the page loads' audits carried over.
            const context = await browser.createBrowserContext();
            try {
              const steps = await walkStandardFlow(await context.newPage(), server.url, flowConfig);
              saveReport(`standard-steps-${run}`, steps);
              for (const step of steps) stepRuns.get(step.path)?.push(stepRunOf(step));
            } finally {
              await context.close();
            }
          } finally {
            await browser.disconnect();
          }
          console.log(`run ${run}/${runs} Standard steps: walked`);
        }
      } finally {
        chromium.kill();
      }
    }
    return { publicPages, measureSteps, staticStep, freshStepLoad };
  } finally {
    await server.stop();
  }
}

let measured: Measured;
try {
  measured = await measure();
} finally {
  removeStaticStep();
  rmSync(directory, { recursive: true, force: true });
}
const { publicPages, measureSteps, staticStep, freshStepLoad } = measured;

const loadRunsOf = (path: string) => (loadResults.get(path) ?? []).map((lhr) => pageRunOf(lhr, loadMetricIds));
const staticRuns = loadRunsOf(staticStepPath);
const pages = [
  ...publicPages.map((page) => summaryOf(page.path, 'page load', loadRunsOf(page.path), staticRuns)),
  ...(measureSteps ? standardSteps.map((path) => summaryOf(path, 'in-page step', stepRuns.get(path) ?? [])) : []),
];
const staticPage = { ...summaryOf(staticStepPath, 'page load', staticRuns, staticRuns), copy: staticStep };
// What costs points, from the first page's median run (the run whose performance score is the median): the start page's.
const firstPage = pages[0];
const firstResults = firstPage ? (loadResults.get(firstPage.page) ?? []) : [];
const medianStart =
  firstResults.find((lhr) => scoreOf(lhr, 'performance') === firstPage?.performance) ?? firstResults[0];
const report: BenchReport = {
  lighthouse: lighthouseVersion,
  chromium: chromiumVersion(),
  runs,
  clientBuild,
  benchmarkIndex: median([...loadResults.values()].flat().map((lhr) => lhr.environment.benchmarkIndex)),
  loadAverage: { start: Math.round(loadAtStart * 100) / 100, end: Math.round((loadavg()[0] ?? 0) * 100) / 100 },
  pages,
  staticPage,
  startPageCosts: medianStart
    ? { metrics: performanceCosts(medianStart), diagnostics: failingAudits(medianStart, 'performance') }
    : null,
  freshStepLoad,
  retriedLoads,
  missed: pages.flatMap(missedTargets),
};
printReport(report);
if (clientBuildOf().builtAt !== clientBuild.builtAt)
  console.warn('app/dist was rebuilt while the bench ran: its runs may mix two builds.');
console.log(`Measured in ${Math.round((performance.now() - started) / 60_000)} minutes.`);
if (process.env.BENCH_RESULT_FILE)
  writeFileSync(
    process.env.BENCH_RESULT_FILE,
    `${JSON.stringify({ ...report, targets: { ...targets, ...loadMetricTargets, transitions: transitionTargets } }, null, 2)}\n`,
  );
