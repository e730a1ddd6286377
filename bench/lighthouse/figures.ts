/**
 * Figures from Lighthouse results: category scores (0–100), the metrics behind the performance
 * score, the medians over runs, and the audits that cost points.
 */
import type { Result } from 'lighthouse';

export type CategoryId = 'performance' | 'accessibility' | 'best-practices';
export const categoryIds: CategoryId[] = ['performance', 'accessibility', 'best-practices'];

/** A category's score out of 100; null where the mode has none (a timespan has no performance score). */
export function scoreOf(lhr: Result, category: CategoryId): number | null {
  const score = lhr.categories[category]?.score;
  return typeof score === 'number' ? Math.round(score * 100) : null;
}

/** An audit's numeric value (milliseconds, or unitless for CLS); null when it did not run or measured nothing. */
export function numericValueOf(lhr: Result, auditId: string): number | null {
  const value = lhr.audits[auditId]?.numericValue;
  return typeof value === 'number' ? value : null;
}

/** The median of the values present; null when there are none. */
export function median(values: ReadonlyArray<number | null>): number | null {
  const present = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (present.length === 0) return null;
  const middle = Math.floor(present.length / 2);
  return present.length % 2 === 1 ? present[middle]! : (present[middle - 1]! + present[middle]!) / 2;
}

/** The metrics a page load's performance score is made of (Lighthouse 10+: weights 10/10/25/30/25). */
export const loadMetricIds = [
  'first-contentful-paint',
  'speed-index',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
] as const;

/** What a timespan measures of a transition inside the page. */
export const transitionMetricIds = [
  'total-blocking-time',
  'interaction-to-next-paint',
  'cumulative-layout-shift',
] as const;

/**
 * What a transition is held to (ms; CLS unitless): Lighthouse's "good" band for blocking time and
 * interaction to next paint (≤ 200 ms), and the performance issue's layout shift (≤ 0.02, as for
 * a page load), tighter than the band's 0.1.
 */
export const transitionTargets: Record<(typeof transitionMetricIds)[number], number> = {
  'total-blocking-time': 200,
  'interaction-to-next-paint': 200,
  'cumulative-layout-shift': 0.02,
};

/**
 * The JavaScript a page load (or a timespan) fetched, in bytes as transferred (compressed, with
 * headers), from Lighthouse's network records (its resource summary); null when it has none.
 */
export function scriptTransferBytesOf(lhr: Result): number | null {
  const details = lhr.audits['resource-summary']?.details;
  if (details?.type !== 'table') return null;
  const script = details.items.find((item) => item.resourceType === 'script');
  if (!script) return 0;
  return typeof script.transferSize === 'number' ? script.transferSize : null;
}

export interface MetricCost {
  id: string;
  /** The measured value, as Lighthouse displays it (e.g. "2.1 s"). */
  value: string;
  /** The metric's own score, 0–1. */
  score: number;
  /** Points of the 100 that this metric cost. */
  pointsLost: number;
}

/** Each weighted metric of a page load's performance score with the points it cost, largest first. */
export function performanceCosts(lhr: Result): MetricCost[] {
  const references = lhr.categories.performance?.auditRefs ?? [];
  const totalWeight = references.reduce((sum, reference) => sum + reference.weight, 0);
  return references
    .filter((reference) => reference.weight > 0)
    .map((reference) => {
      const audit = lhr.audits[reference.id];
      const score = audit?.score ?? 0;
      return {
        id: reference.id,
        value: audit?.displayValue ?? '',
        score,
        pointsLost: Math.round(((reference.weight * (1 - score)) / totalWeight) * 1000) / 10,
      };
    })
    .sort((a, b) => b.pointsLost - a.pointsLost);
}

export interface AuditFinding {
  id: string;
  title: string;
  displayValue?: string;
}

/**
 * The audits of a category that did not pass: for accessibility and best practices those that
 * count towards the score; for performance the unweighted diagnostics and insights with savings
 * (unused JavaScript, render-blocking requests…), which say where the metrics' time goes.
 */
export function failingAudits(lhr: Result, category: CategoryId): AuditFinding[] {
  const references = lhr.categories[category]?.auditRefs ?? [];
  return references
    .filter((reference) => (category === 'performance' ? reference.weight === 0 : reference.weight > 0))
    .flatMap((reference) => {
      const audit = lhr.audits[reference.id];
      if (!audit || audit.score === null || audit.score >= 1) return [];
      if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable') return [];
      return [
        { id: audit.id, title: audit.title, ...(audit.displayValue ? { displayValue: audit.displayValue } : {}) },
      ];
    });
}

/** The path (with query) of the page Lighthouse ended on: a redirect shows here. */
export function finalPathOf(lhr: Result): string {
  const url = new URL(lhr.finalDisplayedUrl);
  return `${url.pathname}${url.search}`;
}
