/** The bench's printed tables: scores per page against the targets, step transitions, what costs points. */
import { loadMetricIds, transitionGood, transitionMetricIds, type AuditFinding, type MetricCost } from './figures.ts';
import { formatMetric, targets, type PageSummary } from './summary.ts';

export interface BenchReport {
  lighthouse: string;
  chromium: string;
  runs: number;
  /** The client measured: app/dist as built then (a build during the bench would mix two). */
  clientBuild: { builtAt: string; entry: string };
  /** Lighthouse's measure of the host's CPU speed (median): the lower, the slower the simulated phone. */
  benchmarkIndex: number | null;
  pages: PageSummary[];
  startPageCosts: { metrics: MetricCost[]; diagnostics: AuditFinding[] } | null;
  freshStepLoad: { path: string; endedOn: string };
  missed: string[];
}

const score = (value: number | null) => (value === null ? '—' : String(value)).padStart(5);

export function printReport(report: BenchReport): void {
  const { pages } = report;
  console.log(
    `\nLighthouse ${report.lighthouse}, ${report.chromium}, mobile (default config), median of ${report.runs} runs, ` +
      `host benchmark index ${report.benchmarkIndex}`,
  );
  console.log(`Client built at ${report.clientBuild.builtAt}, entry ${report.clientBuild.entry}`);
  console.log(
    `${'page'.padEnd(34)} ${'mode'.padEnd(13)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'b.p.'.padStart(5)}`,
  );
  for (const page of pages)
    console.log(
      `${page.page.padEnd(34)} ${page.mode.padEnd(13)} ${score(page.performance)} ${score(page.accessibility)} ${score(page.bestPractices)}`,
    );
  console.log(
    `${'target'.padEnd(48)} ${`≥${targets.performance}`.padStart(5)} ${score(targets.accessibility)} ${score(targets['best-practices'])}`,
  );

  const start = pages.find((page) => page.mode === 'page load');
  if (start)
    console.log(
      `\nStart page metrics (median, ms): ${loadMetricIds.map((id) => `${id} ${formatMetric(id, start.metrics[id])}`).join(', ')}`,
    );
  console.log('Step transitions (timespan from Next until the step shows and the network is quiet; median):');
  console.log(`${'step'.padEnd(34)} ${'TBT ms'.padStart(7)} ${'INP ms'.padStart(7)} ${'CLS'.padStart(7)}`);
  for (const page of pages.filter((entry) => entry.mode === 'in-page step'))
    console.log(
      `${page.page.padEnd(34)} ${transitionMetricIds.map((id) => formatMetric(id, page.metrics[id]).padStart(7)).join(' ')}`,
    );
  console.log(
    `${'good (Lighthouse)'.padEnd(34)} ${transitionMetricIds.map((id) => `≤${transitionGood[id]}`.padStart(7)).join(' ')}`,
  );

  if (report.startPageCosts) {
    console.log('\nWhat costs the start page performance points (median run): metric, value, points lost');
    for (const metric of report.startPageCosts.metrics.filter((entry) => entry.pointsLost > 0))
      console.log(`  ${metric.id} ${metric.value}: −${metric.pointsLost}`);
    console.log('and the diagnostics behind them:');
    for (const audit of report.startPageCosts.diagnostics)
      console.log(`  ${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}: ${audit.title}`);
  }
  const failures = pages.flatMap((page) =>
    (['accessibility', 'best-practices'] as const).flatMap((category) =>
      page.failing[category].map(
        (audit) =>
          `  ${page.page} ${category}: ${audit.id} failed in ${audit.runs}/${report.runs} runs (${audit.title})`,
      ),
    ),
  );
  if (failures.length > 0) console.log(`\nFailed accessibility and best-practices audits:\n${failures.join('\n')}`);
  console.log(
    `\nA fresh load of ${report.freshStepLoad.path} with an authorized session's cookie ends on ${report.freshStepLoad.endedOn}.`,
  );
  console.log(report.missed.length === 0 ? 'Every target met.' : `Missed:\n  ${report.missed.join('\n  ')}`);
}
