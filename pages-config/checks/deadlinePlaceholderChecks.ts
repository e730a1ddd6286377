import type { DeadlinesResponse } from '../api/contract.ts';
import { deadlineKeys } from '../api/deadlineKeys.ts';
import { deadlineTextEndings, formDeadlinePrefix, type DeadlineKey } from '../rules/deadlines.ts';
import { jsonPointer, type SettlementProblem } from './problem.ts';

/** Culture → content key → text, as the settlement loader reads the content files. */
type Content = Readonly<Record<string, Readonly<Record<string, string>>>>;

const dateSuffix = /(ShortDate|LongDate|FullDate)$/;

/**
 * Every deadline placeholder a content text may use: `{formDeadlineLongDate}` and the others of the
 * form being shown, and `{claimFilingDeadlineLongDate}` and the others of each deadline key.
 */
const deadlinePlaceholderNames: readonly string[] = [formDeadlinePrefix, ...deadlineKeys].flatMap((prefix) =>
  Object.values(deadlineTextEndings).map((ending) => `${prefix}${ending}`),
);

/**
 * The deadline key a deadline placeholder reads (`formDeadline` for the form being shown), or null
 * for a name that is no deadline placeholder.
 */
export function deadlineOfPlaceholder(name: string): DeadlineKey | typeof formDeadlinePrefix | null {
  if (!deadlinePlaceholderNames.includes(name)) return null;
  return name.replace(dateSuffix, '') as DeadlineKey | typeof formDeadlinePrefix;
}

/**
 * Whether a placeholder is meant as a deadline's text: it ends like one ("…LongDate") or names a
 * deadline ("…Deadline…"). Other placeholders ({caseName}, {0}, {deadline}) are values the app
 * passes itself.
 */
function looksLikeDeadlinePlaceholder(name: string): boolean {
  return dateSuffix.test(name) || /Deadline/.test(name);
}

/** The deadline placeholders to suggest for an unknown one: those with its ending, else the long dates. */
function suggestionsFor(name: string): string {
  const suffix = dateSuffix.exec(name)?.[1] ?? 'LongDate';
  const named = deadlineKeys.map((key) => `{${key}${suffix}}`).join(', ');
  return `use {${formDeadlinePrefix}${suffix}} for the deadline of the form shown, or one of ${named}`;
}

/**
 * Each culture's set deadlines as written out (long and short date), with the placeholders that
 * write them: culture → date → placeholders (the global and claim deadlines often share a date).
 */
function deadlineDates(deadlines: DeadlinesResponse | null): Map<string, Map<string, string[]>> {
  const byCulture = new Map<string, Map<string, string[]>>();
  if (!deadlines) return byCulture;
  for (const key of deadlineKeys) {
    for (const [culture, written] of Object.entries(deadlines[key].texts)) {
      const dates = byCulture.get(culture) ?? new Map<string, string[]>();
      byCulture.set(culture, dates);
      for (const [date, suffix] of [
        [written.longDate, 'LongDate'],
        [written.shortDate, 'ShortDate'],
      ] as const) {
        dates.set(date, [...(dates.get(date) ?? []), `{${key}${suffix}}`]);
      }
    }
  }
  return byCulture;
}

/**
 * Deadline placeholders in content (spec §9): a name that is no deadline placeholder (a typo that
 * would show as typed), one naming a deadline the settlement does not set (it would show as typed
 * too), and a deadline's own date typed out, which would not follow the deadline settings when
 * they change. `deadlines` is null when the settings could not be read (reported on their own).
 */
export function deadlinePlaceholderProblems(
  content: Content,
  deadlines: DeadlinesResponse | null,
): SettlementProblem[] {
  const problems: SettlementProblem[] = [];
  const typedDates = deadlineDates(deadlines);
  for (const [culture, texts] of Object.entries(content)) {
    const file = `content/${culture}.json`;
    for (const [key, text] of Object.entries(texts)) {
      const add = (code: string, message: string) =>
        problems.push({ file, pointer: jsonPointer([key]), code, message });
      for (const [, name = ''] of text.matchAll(/\{(\w+)\}/g)) {
        if (!looksLikeDeadlinePlaceholder(name)) continue;
        const deadline = deadlineOfPlaceholder(name);
        if (deadline === null) {
          add('content/unknown-placeholder', `{${name}} is no deadline placeholder: ${suggestionsFor(name)}.`);
        } else if (deadline !== formDeadlinePrefix && deadlines && deadlines[deadline].deadline === null) {
          add(
            'content/unset-deadline',
            `{${name}} names ${deadline}, which settlement.json does not set: set it under /deadlines/deadlines, or use {${formDeadlinePrefix}${dateSuffix.exec(name)?.[1] ?? ''}}.`,
          );
        }
      }
      for (const [date, placeholders] of typedDates.get(culture) ?? []) {
        if (text.includes(date))
          add(
            'content/typed-deadline',
            `"${date}" is a deadline typed out: write ${placeholders.join(' or ')} (or the {${formDeadlinePrefix}…} one for the form shown), so the text follows the deadline settings.`,
          );
      }
    }
  }
  return problems;
}
