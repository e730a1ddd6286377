/**
 * The bench's printed tables: each public page's scores, metrics, JavaScript and ratios to the
 * static page against the targets; the step transitions; what costs the start page its points.
 */
import {
  loadMetricIds,
  transitionMetricIds,
  transitionTargets,
  type AuditFinding,
  type MetricCost,
} from './figures.ts';
import type { StaticStep } from './staticStep.ts';
import { formatMetric, loadMetricTargets, missedTargets, targets, type PageSummary } from './summary.ts';

export interface BenchReport {
  lighthouse: string;
  chromium: string;
  runs: number;
  /** The client measured: app/dist as built then (a build during the bench would mix two). */
  clientBuild: { builtAt: string; entry: string };
  /** Lighthouse's measure of the host's CPU speed (median): the lower, the slower the simulated phone. */
  benchmarkIndex: number | null;
  /** The host's 1-minute load average as the bench started and as it ended. */
  loadAverage: { start: number; end: number };
  /** The public pages as page loads, then the Standard steps. */
  pages: PageSummary[];
  /** The reference: claimant-info as static HTML and CSS, loaded like the public pages in each run. */
  staticPage: PageSummary & { copy: StaticStep };
  startPageCosts: { metrics: MetricCost[]; diagnostics: AuditFinding[] } | null;
  freshStepLoad: { path: string; endedOn: string } | null;
  /** Page loads whose trace came back broken, loaded again. */
  retriedLoads: Array<{ path: string; run: number; error: string }>;
  missed: string[];
}

const column = (value: string, width: number) => value.padStart(width);
const score = (value: number | null) => column(value === null ? '—' : String(value), 5);
const ratio = (value: number | null | undefined) =>
  column(value === null || value === undefined ? '—' : value.toFixed(2), 7);
const kilobytes = (value: number | null) => column(value === null ? '—' : value.toFixed(1), 7);

/** One page load's row: scores, metrics (ms; CLS unitless), ratios to the static page, JavaScript. */
function loadRow(label: string, page: PageSummary): string {
  return [
    label.padEnd(34),
    score(page.performance),
    score(page.accessibility),
    score(page.bestPractices),
    column(formatMetric('first-contentful-paint', page.metrics['first-contentful-paint']), 7),
    column(formatMetric('largest-contentful-paint', page.metrics['largest-contentful-paint']), 7),
    column(formatMetric('total-blocking-time', page.metrics['total-blocking-time']), 7),
    column(formatMetric('cumulative-layout-shift', page.metrics['cumulative-layout-shift']), 7),
    ratio(page.ratioToStatic?.['first-contentful-paint']),
    ratio(page.ratioToStatic?.['largest-contentful-paint']),
    kilobytes(page.scriptKilobytes),
  ].join(' ');
}

export function printReport(report: BenchReport): void {
  const { pages } = report;
  console.log(
    `\nLighthouse ${report.lighthouse}, ${report.chromium}, mobile (default config: simulated Slow 4G, 4× CPU), ` +
      `median of ${report.runs} runs, host benchmark index ${report.benchmarkIndex}, ` +
      `load average ${report.loadAverage.start} → ${report.loadAverage.end}`,
  );
  console.log(`Client built at ${report.clientBuild.builtAt}, entry ${report.clientBuild.entry}`);

  const loads = pages.filter((page) => page.mode === 'page load');
  console.log(
    '\nPage loads (median; FCP, LCP, TBT in ms; ÷static: median of the runs’ ratios to the static page; JS kB transferred):',
  );
  console.log(
    [
      'page'.padEnd(34),
      column('perf', 5),
      column('a11y', 5),
      column('b.p.', 5),
      column('FCP', 7),
      column('LCP', 7),
      column('TBT', 7),
      column('CLS', 7),
      column('FCP÷st', 7),
      column('LCP÷st', 7),
      column('JS kB', 7),
    ].join(' '),
  );
  for (const page of loads) console.log(loadRow(page.page, page));
  console.log(loadRow('static claimant-info (reference)', report.staticPage));
  console.log(
    [
      'target'.padEnd(34),
      column(`≥${targets.performance}`, 5),
      score(targets.accessibility),
      score(targets['best-practices']),
      ...Object.values(loadMetricTargets).map((target) => column(`≤${target}`, 7)),
    ].join(' '),
  );
  const { copy } = report.staticPage;
  console.log(
    `The static page is ${copy.of} copied from Chromium (${(copy.bytes / 1000).toFixed(1)} kB of HTML, ` +
      `${copy.scriptsRemoved} scripts and script preloads left out, ${copy.stylesheets.length} stylesheets ` +
      `(${copy.stylesheetsLeftOut.length} other steps' left out), ${copy.inlineStyles} inline styles; height ` +
      `${copy.heightRatio} × the step's, ${(copy.differingPixels * 100).toFixed(2)} % of pixels differ), served at ${copy.path}.`,
  );
  const staticMisses = missedTargets(report.staticPage).map((miss) => miss.replace(/^[^:]+: /, ''));
  console.log(
    staticMisses.length === 0
      ? 'The static page itself meets every page-load target.'
      : `The static page itself misses (not counted below): ${staticMisses.join('; ')}.`,
  );

  const steps = pages.filter((page) => page.mode === 'in-page step');
  if (steps.length > 0) {
    console.log(
      '\nStep transitions (timespan from Next until the step shows and the network is quiet; median; JS kB fetched over it):',
    );
    console.log(
      `${'step'.padEnd(34)} ${column('a11y', 5)} ${column('b.p.', 5)} ${column('TBT ms', 7)} ${column('INP ms', 7)} ${column('CLS', 7)} ${column('JS kB', 7)}`,
    );
    for (const page of steps)
      console.log(
        `${page.page.padEnd(34)} ${score(page.accessibility)} ${score(page.bestPractices)} ${transitionMetricIds.map((id) => column(formatMetric(id, page.metrics[id]), 7)).join(' ')} ${kilobytes(page.scriptKilobytes)}`,
      );
    console.log(
      `${'target'.padEnd(34)} ${score(targets.accessibility)} ${score(targets['best-practices'])} ${transitionMetricIds.map((id) => column(`≤${transitionTargets[id]}`, 7)).join(' ')}`,
    );
  }

  if (report.startPageCosts) {
    const start = loads[0];
    console.log(
      `\nWhat costs ${start?.page ?? 'the first page'} performance points (median run): metric, value, points lost` +
        (start
          ? ` (median metrics: ${loadMetricIds.map((id) => `${id} ${formatMetric(id, start.metrics[id])}`).join(', ')})`
          : ''),
    );
    for (const metric of report.startPageCosts.metrics.filter((entry) => entry.pointsLost > 0))
      console.log(`  ${metric.id} ${metric.value}: −${metric.pointsLost}`);
    console.log('and the diagnostics behind them:');
    for (const audit of report.startPageCosts.diagnostics)
      console.log(`  ${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}: ${audit.title}`);
  }
  const failures = [...pages, report.staticPage].flatMap((page) =>
    (['accessibility', 'best-practices'] as const).flatMap((category) =>
      page.failing[category].map(
        (audit) =>
          `  ${page.page} ${category}: ${audit.id} failed in ${audit.runs}/${report.runs} runs (${audit.title})`,
      ),
    ),
  );
  if (failures.length > 0) console.log(`\nFailed accessibility and best-practices audits:\n${failures.join('\n')}`);
  if (report.retriedLoads.length > 0)
    console.log(
      `\nLoaded again after Lighthouse could not measure them: ${report.retriedLoads.map((load) => `${load.path} (run ${load.run}, ${load.error})`).join(', ')}.`,
    );
  if (report.freshStepLoad)
    console.log(
      `\nA fresh load of ${report.freshStepLoad.path} with an authorized session's cookie ends on ${report.freshStepLoad.endedOn}.`,
    );
  console.log(
    report.missed.length === 0
      ? 'Every target met.'
      : `Missed (${report.missed.length}):\n  ${report.missed.join('\n  ')}`,
  );
}
