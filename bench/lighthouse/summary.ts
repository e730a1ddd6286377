/**
 * From each run's Lighthouse results to one summary per page: the medians of its scores and
 * metrics, the audits that failed (in how many runs), and the targets it missed.
 */
import type { Result } from 'lighthouse';
import {
  categoryIds,
  failingAudits,
  finalPathOf,
  median,
  numericValueOf,
  scoreOf,
  scriptTransferBytesOf,
  transitionMetricIds,
  transitionTargets,
  type AuditFinding,
  type CategoryId,
} from './figures.ts';
import { pathnameOf } from './publicPages.ts';
import type { StepResult } from './standardFlow.ts';

export const targets = { performance: 98, accessibility: 100, 'best-practices': 100 } as const;

/** A page load's metric targets (performance issue, point 5): ms; CLS unitless. */
export const loadMetricTargets = {
  'first-contentful-paint': 1200,
  'largest-contentful-paint': 1500,
  'total-blocking-time': 100,
  'cumulative-layout-shift': 0.02,
} as const;

/** The metrics each page's figures are divided by the static page's, run by run. */
export const ratioMetricIds = ['first-contentful-paint', 'largest-contentful-paint'] as const;
export type RatioMetricId = (typeof ratioMetricIds)[number];

/** One page's figures from one run. */
export interface PageRun {
  finalPath: string;
  scores: Record<CategoryId, number | null>;
  metrics: Record<string, number | null>;
  /** JavaScript transferred, in bytes (page load, or the transition of a step). */
  scriptBytes: number | null;
  failing: Record<CategoryId, AuditFinding[]>;
}

export function pageRunOf(lhr: Result, metricIds: readonly string[]): PageRun {
  return {
    finalPath: finalPathOf(lhr),
    scriptBytes: scriptTransferBytesOf(lhr),
    scores: Object.fromEntries(categoryIds.map((id) => [id, scoreOf(lhr, id)])) as PageRun['scores'],
    metrics: Object.fromEntries(metricIds.map((id) => [id, numericValueOf(lhr, id)])),
    failing: Object.fromEntries(categoryIds.map((id) => [id, failingAudits(lhr, id)])) as PageRun['failing'],
  };
}

/**
 * A step's figures: its transition's metrics, its snapshot's accessibility; best practices is the
 * lower of the two, as each sees a different part (console errors and requests over the
 * transition, the page's state in the snapshot).
 */
export function stepRunOf(step: StepResult): PageRun {
  const transition = pageRunOf(step.transition, transitionMetricIds);
  const snapshot = pageRunOf(step.snapshot, []);
  const bestPractices = [transition.scores['best-practices'], snapshot.scores['best-practices']].filter(
    (score): score is number => score !== null,
  );
  return {
    finalPath: snapshot.finalPath,
    scriptBytes: transition.scriptBytes,
    scores: {
      performance: null,
      accessibility: snapshot.scores.accessibility,
      'best-practices': bestPractices.length > 0 ? Math.min(...bestPractices) : null,
    },
    metrics: transition.metrics,
    failing: {
      performance: transition.failing.performance,
      accessibility: snapshot.failing.accessibility,
      'best-practices': [...transition.failing['best-practices'], ...snapshot.failing['best-practices']],
    },
  };
}

export type PageMode = 'page load' | 'in-page step';

export interface PageSummary {
  page: string;
  mode: PageMode;
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  metrics: Record<string, number | null>;
  /** JavaScript transferred (median, kB of 1,000 bytes): at load, or over a step's transition. */
  scriptKilobytes: number | null;
  /**
   * The page's FCP and LCP over the static page's, each the median of the runs' ratios (a page
   * and the static page are loaded in the same browser, minutes apart at most); absent for steps.
   */
  ratioToStatic?: Record<RatioMetricId, number | null>;
  /** Each run's scores, to see the spread. */
  runs: Array<Record<CategoryId, number | null>>;
  /** Each run's metrics, in the order of `runs`. */
  runMetrics: Array<Record<string, number | null>>;
  failing: Record<CategoryId, Array<AuditFinding & { runs: number }>>;
}

/** Each failing audit with the number of runs it failed in. */
function failuresOverRuns(pageRuns: PageRun[], category: CategoryId): Array<AuditFinding & { runs: number }> {
  const found = new Map<string, AuditFinding & { runs: number }>();
  for (const run of pageRuns)
    for (const audit of run.failing[category]) {
      const seen = found.get(audit.id);
      found.set(audit.id, { ...audit, runs: (seen?.runs ?? 0) + 1 });
    }
  return [...found.values()];
}

/** x rounded to `places` decimals; null stays null. */
function rounded(value: number | null, places: number): number | null {
  return value === null ? null : Math.round(value * 10 ** places) / 10 ** places;
}

/**
 * The medians over the runs; throws when a run audited another page (a redirect, e.g. to
 * /session-expired). With the static page's runs (in the same order), each run's FCP and LCP are
 * divided by the static page's of that run, and the median of those ratios is kept.
 */
export function summaryOf(path: string, mode: PageMode, pageRuns: PageRun[], staticRuns?: PageRun[]): PageSummary {
  const wrongPages = pageRuns
    .map((run) => run.finalPath)
    .filter((finalPath) => pathnameOf(finalPath) !== pathnameOf(path));
  if (wrongPages.length > 0) throw new Error(`${path} was not the page audited: Lighthouse ended on ${wrongPages[0]}`);
  const metricIds = Object.keys(pageRuns[0]?.metrics ?? {});
  const scriptBytes = median(pageRuns.map((run) => run.scriptBytes));
  const ratioOf = (id: RatioMetricId) =>
    rounded(
      median(
        pageRuns.map((run, index) => {
          const value = run.metrics[id];
          const reference = staticRuns?.[index]?.metrics[id];
          return typeof value === 'number' && typeof reference === 'number' && reference > 0 ? value / reference : null;
        }),
      ),
      2,
    );
  return {
    page: path,
    mode,
    performance: median(pageRuns.map((run) => run.scores.performance)),
    accessibility: median(pageRuns.map((run) => run.scores.accessibility)),
    bestPractices: median(pageRuns.map((run) => run.scores['best-practices'])),
    metrics: Object.fromEntries(metricIds.map((id) => [id, median(pageRuns.map((run) => run.metrics[id] ?? null))])),
    scriptKilobytes: rounded(scriptBytes === null ? null : scriptBytes / 1000, 1),
    ...(staticRuns
      ? {
          ratioToStatic: Object.fromEntries(
            ratioMetricIds.map((id) => [id, ratioOf(id)]),
          ) as PageSummary['ratioToStatic'],
        }
      : {}),
    runs: pageRuns.map((run) => run.scores),
    runMetrics: pageRuns.map((run) => run.metrics),
    failing: Object.fromEntries(
      categoryIds.map((id) => [id, failuresOverRuns(pageRuns, id)]),
    ) as PageSummary['failing'],
  };
}

/** A metric as people read it: milliseconds whole, layout shift to three decimals. */
export function formatMetric(id: string, value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return id === 'cumulative-layout-shift' ? value.toFixed(3) : String(Math.round(value));
}

/** The targets a page missed, in words. */
export function missedTargets(page: PageSummary): string[] {
  const missed: string[] = [];
  if (page.mode === 'page load') {
    if ((page.performance ?? 0) < targets.performance)
      missed.push(`${page.page}: performance ${page.performance} < ${targets.performance}`);
    for (const [id, target] of Object.entries(loadMetricTargets)) {
      const value = page.metrics[id];
      if (value === null || value === undefined || value > target)
        missed.push(`${page.page}: ${id} ${formatMetric(id, value)} > ${target}`);
    }
  }
  if ((page.accessibility ?? 0) < targets.accessibility)
    missed.push(`${page.page}: accessibility ${page.accessibility} < ${targets.accessibility}`);
  if ((page.bestPractices ?? 0) < targets['best-practices'])
    missed.push(`${page.page}: best practices ${page.bestPractices} < ${targets['best-practices']}`);
  if (page.mode === 'in-page step')
    for (const id of transitionMetricIds) {
      const value = page.metrics[id];
      if (value !== null && value !== undefined && value > transitionTargets[id])
        missed.push(`${page.page}: transition ${id} ${formatMetric(id, value)} > ${transitionTargets[id]}`);
    }
  return missed;
}
