import type { DeadlinesResponse } from '../api/contract.ts';
import { deadlineKeys } from '../api/deadlineKeys.ts';
import type { FormType } from '../schema/page.ts';
import type { DeadlineTexts } from './deadlineTexts.ts';

export type DeadlineKey = (typeof deadlineKeys)[number];

/** Spec §4: the fallback target when neither the passed deadline nor the global one names one. */
export const defaultDeadlineTarget = '/deadline';

/** The deadline key of each form type's own filing deadline (spec §3). */
export const deadlineKeyOfFormType = {
  Standard: 'claimFilingDeadline',
  Automotive: 'automotiveFilingDeadline',
  Lookup: 'lookupFilingDeadline',
  DocumentsUpload: 'documentsUploadFilingDeadline',
} as const satisfies Record<FormType, DeadlineKey>;

/**
 * The deadline relevant to a form type (spec §4): its own when the settlement sets one, else the
 * global one. An own deadline overrides the global one rather than adding to it, so a form type can
 * stay open after the global deadline (the demo's documents upload, a month after claims close).
 */
function relevantDeadlineKey(deadlines: DeadlinesResponse, formType: FormType): DeadlineKey {
  const own = deadlineKeyOfFormType[formType];
  return deadlines[own].deadline !== null ? own : 'globalDeadline';
}

/** The deadline a form type is closed by at `now`, or null while it is open. */
export function passedDeadlineKey(deadlines: DeadlinesResponse, formType: FormType, now: Date): DeadlineKey | null {
  const key = relevantDeadlineKey(deadlines, formType);
  const deadline = deadlines[key].deadline;
  return deadline !== null && now.getTime() > new Date(deadline).getTime() ? key : null;
}

/**
 * The instant after `now` at which the form type's deadline passes, or null: the client waits for
 * it, so a claimant on a page when the deadline passes is sent on too.
 */
export function nextDeadlineOf(deadlines: DeadlinesResponse, formType: FormType, now: Date): Date | null {
  const deadline = deadlines[relevantDeadlineKey(deadlines, formType)].deadline;
  if (deadline === null) return null;
  const instant = new Date(deadline);
  return instant.getTime() >= now.getTime() ? instant : null;
}

/**
 * Spec §4: where a claimant goes after a deadline: the deadline's target for the culture (its
 * `default` standing for cultures it does not list), else the global deadline's default, else
 * /deadline.
 */
export function deadlineTarget(deadlines: DeadlinesResponse, key: DeadlineKey, culture: string | null): string {
  const own = deadlines[key].redirectUrls;
  return (
    (culture ? own[culture] : undefined) ??
    own.default ??
    deadlines.globalDeadline.redirectUrls.default ??
    defaultDeadlineTarget
  );
}

/** The prefix of the placeholders that name the deadline of the form being shown. */
export const formDeadlinePrefix = 'formDeadline';

/** The endings of a deadline's placeholders, by the text they write (spec §9). */
export const deadlineTextEndings: Readonly<Record<keyof DeadlineTexts, string>> = {
  shortDate: 'ShortDate',
  longDate: 'LongDate',
  fullDate: 'FullDate',
};

/** The texts of one deadline as content arguments named `<prefix>ShortDate`, `<prefix>LongDate`, … */
function textArgumentsOf(texts: DeadlineTexts, prefix: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, suffix] of Object.entries(deadlineTextEndings) as [keyof DeadlineTexts, string][]) {
    values[`${prefix}${suffix}`] = texts[name];
  }
  return values;
}

/**
 * The texts of the deadline of a form type in one culture as `{formDeadlineShortDate}`,
 * `{formDeadlineLongDate}` and `{formDeadlineFullDate}`: its own deadline when the settlement sets
 * one, else the global one (the deadline that closes it). Empty when neither is set.
 */
export function formDeadlineTextArguments(
  deadlines: DeadlinesResponse,
  formType: FormType,
  culture: string,
): Record<string, string> {
  const texts = deadlines[relevantDeadlineKey(deadlines, formType)].texts[culture];
  return texts ? textArgumentsOf(texts, formDeadlinePrefix) : {};
}

/**
 * The deadline texts of one culture as content arguments (spec §9): `{claimFilingDeadlineShortDate}`,
 * `{claimFilingDeadlineLongDate}`, `{claimFilingDeadlineFullDate}`, and so on for every key with a
 * deadline. Any content text may use them.
 */
export function deadlineTextArguments(deadlines: DeadlinesResponse, culture: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const key of deadlineKeys) {
    const texts = deadlines[key].texts[culture];
    if (texts) Object.assign(values, textArgumentsOf(texts, key));
  }
  return values;
}
