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
  transitionGood,
  transitionMetricIds,
  type AuditFinding,
  type CategoryId,
} from './figures.ts';
import type { StepResult } from './standardFlow.ts';

export const targets = { performance: 98, accessibility: 100, 'best-practices': 100 } as const;

/** One page's figures from one run. */
export interface PageRun {
  finalPath: string;
  scores: Record<CategoryId, number | null>;
  metrics: Record<string, number | null>;
  failing: Record<CategoryId, AuditFinding[]>;
}

export function pageRunOf(lhr: Result, metricIds: readonly string[]): PageRun {
  return {
    finalPath: finalPathOf(lhr),
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
  /** Each run's scores, to see the spread. */
  runs: Array<Record<CategoryId, number | null>>;
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

/** The medians over the runs; throws when a run audited another page (a redirect, e.g. to /session-expired). */
export function summaryOf(path: string, mode: PageMode, pageRuns: PageRun[]): PageSummary {
  const wrongPages = pageRuns.map((run) => run.finalPath).filter((finalPath) => finalPath.split('?')[0] !== path);
  if (wrongPages.length > 0) throw new Error(`${path} was not the page audited: Lighthouse ended on ${wrongPages[0]}`);
  const metricIds = Object.keys(pageRuns[0]?.metrics ?? {});
  return {
    page: path,
    mode,
    performance: median(pageRuns.map((run) => run.scores.performance)),
    accessibility: median(pageRuns.map((run) => run.scores.accessibility)),
    bestPractices: median(pageRuns.map((run) => run.scores['best-practices'])),
    metrics: Object.fromEntries(metricIds.map((id) => [id, median(pageRuns.map((run) => run.metrics[id] ?? null))])),
    runs: pageRuns.map((run) => run.scores),
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
  if (page.mode === 'page load' && (page.performance ?? 0) < targets.performance)
    missed.push(`${page.page}: performance ${page.performance} < ${targets.performance}`);
  if ((page.accessibility ?? 0) < targets.accessibility)
    missed.push(`${page.page}: accessibility ${page.accessibility} < ${targets.accessibility}`);
  if ((page.bestPractices ?? 0) < targets['best-practices'])
    missed.push(`${page.page}: best practices ${page.bestPractices} < ${targets['best-practices']}`);
  if (page.mode === 'in-page step')
    for (const id of transitionMetricIds) {
      const value = page.metrics[id];
      if (value !== null && value !== undefined && value > transitionGood[id])
        missed.push(`${page.page}: transition ${id} ${formatMetric(id, value)} > ${transitionGood[id]}`);
    }
  return missed;
}
