/**
 * Lighthouse bench: `node bench/lighthouse/run.ts [--runs 5] [--build] [--save-reports <folder>]`
 * (performance issue, point 5: performance ≥ 98, accessibility 100, best practices 100, mobile,
 * median of 5 runs).
 *
 * Starts the real server (`node server/main.ts`) on the demo settlement with a fresh SQLite file
 * (building the client first if app/dist is missing, or with --build), saves Alex Sample's draft
 * with documented losses through the API, then runs, each time in a new headless Debian Chromium:
 * - the start page `/` as a Lighthouse page load with the default config (mobile screen and user
 *   agent, simulated Slow 4G and 4× CPU);
 * - the Standard steps as a user flow in the same browser (standardFlow.ts): sign in, then Next
 *   through claimant-info, claim-details, payment-election, supporting-documents and claim-summary,
 *   each transition a timespan (devtools throttling with the same mobile figures) and each step a
 *   snapshot. A step has no page load of its own, so no performance score: its transition's
 *   blocking time, interaction to next paint and layout shift are held to Lighthouse's good band.
 * Prints the medians per page against the targets, what costs the start page its performance
 * points, and the audits that failed; writes them to BENCH_RESULT_FILE. Exits 0 when a target is
 * missed (a bench reports figures), 1 only when it could not measure. --save-reports keeps each
 * run's Lighthouse results (JSON, for the Lighthouse viewer) in that folder.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse, { type Config, type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { freePort, startClaimkitServer } from '../server/claimkitServer.ts';
import { chromiumVersion, launchChromium } from './chromium.ts';
import { clientBuildOf, ensureClientBuilt } from './clientBuild.ts';
import { categoryIds, failingAudits, loadMetricIds, median, performanceCosts, scoreOf } from './figures.ts';
import { printReport, type BenchReport } from './report.ts';
import { saveStandardDraft } from './standardDraft.ts';
import { freshLoadPath, standardSteps, walkStandardFlow } from './standardFlow.ts';
import { missedTargets, pageRunOf, stepRunOf, summaryOf, targets, type PageRun } from './summary.ts';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    build: { type: 'boolean', default: false },
    'save-reports': { type: 'string' },
  },
});
const runs = Number(options.runs);
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
const directory = mkdtempSync(join(tmpdir(), 'claimkit-bench-lighthouse-'));
const startResults: Result[] = [];
const stepRuns = new Map<string, PageRun[]>(standardSteps.map((path) => [path, []]));
const freshStepLoad = { path: standardSteps[0], endedOn: '' };
try {
  const server = await startClaimkitServer({
    directory,
    port: await freePort(5100, 5120),
    pinPepper: 'bench-pepper-not-secret',
  });
  try {
    const authorizedCookie = await saveStandardDraft(server.url);
    for (let run = 1; run <= runs; run += 1) {
      const chromium = await launchChromium(await freePort(5100, 5120));
      try {
        const start = await lighthouse(`${server.url}/`, {
          port: chromium.port,
          logLevel: 'error',
          output: 'json',
          onlyCategories: categoryIds,
        });
        if (!start) throw new Error('Lighthouse returned no result for the start page');
        startResults.push(start.lhr);
        saveReport(`start-page-${run}`, start.lhr);

        const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromium.port}` });
        try {
          if (run === 1)
            freshStepLoad.endedOn = await freshLoadPath(browser, server.url, authorizedCookie, freshStepLoad.path);
          // A claimant's fresh browser: nothing of the start page's audit carried over.
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
      } finally {
        chromium.kill();
      }
      const latest = startResults.at(-1);
      console.log(
        `run ${run}/${runs}: start page ${categoryIds.map((id) => (latest ? scoreOf(latest, id) : null)).join(' / ')}`,
      );
    }
  } finally {
    await server.stop();
  }
} finally {
  rmSync(directory, { recursive: true, force: true });
}

const pages = [
  summaryOf(
    '/',
    'page load',
    startResults.map((lhr) => pageRunOf(lhr, loadMetricIds)),
  ),
  ...standardSteps.map((path) => summaryOf(path, 'in-page step', stepRuns.get(path) ?? [])),
];
// What costs points, from the start page's median run (the run whose performance score is the median).
const medianStart =
  startResults.find((lhr) => scoreOf(lhr, 'performance') === pages[0]?.performance) ?? startResults[0];
const report: BenchReport = {
  lighthouse: lighthouseVersion,
  chromium: chromiumVersion(),
  runs,
  clientBuild,
  benchmarkIndex: median(startResults.map((lhr) => lhr.environment.benchmarkIndex)),
  pages,
  startPageCosts: medianStart
    ? { metrics: performanceCosts(medianStart), diagnostics: failingAudits(medianStart, 'performance') }
    : null,
  freshStepLoad,
  missed: pages.flatMap(missedTargets),
};
printReport(report);
if (clientBuildOf().builtAt !== clientBuild.builtAt)
  console.warn('app/dist was rebuilt while the bench ran: its runs may mix two builds.');
if (process.env.BENCH_RESULT_FILE)
  writeFileSync(process.env.BENCH_RESULT_FILE, `${JSON.stringify({ ...report, targets }, null, 2)}\n`);
