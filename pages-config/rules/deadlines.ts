import type { DeadlinesResponse } from '../api/contract.ts';
import { deadlineKeys } from '../api/contract.ts';
import type { DeadlineSettings } from '../schema/settlement.ts';
import { parseDeadline } from './dates.ts';

/** Spec §4: the fallback target when a deadline names none for the culture. */
export const defaultDeadlineTarget = '/deadline';

/**
 * The deadline settings the API serves (spec §3), from either source format: each key's instant
 * (ISO) or null, and its redirect targets per culture plus `default`. Throws the spec's errors
 * ('Invalid deadline format', 'Unknown time zone') for a bad entry.
 */
export function resolveDeadlines(settings: DeadlineSettings | undefined): DeadlinesResponse {
  const resolved = {} as DeadlinesResponse;
  for (const key of deadlineKeys) {
    const entry = settings?.deadlines[key];
    if (!entry || !settings) {
      resolved[key] = { deadline: null, redirectUrls: { default: defaultDeadlineTarget } };
      continue;
    }
    const [text, zone] =
      'timeZone' in settings
        ? [(entry as { deadlineDateTime: Record<string, string> }).deadlineDateTime, settings.timeZone]
        : [(entry as { deadline: string }).deadline, (entry as { timeZone: string }).timeZone];
    // Per-culture deadline texts name one instant; the default (or first) one is authoritative.
    const deadlineText = typeof text === 'string' ? text : (text.default ?? text.en ?? Object.values(text)[0]!);
    resolved[key] = {
      deadline: parseDeadline(deadlineText, zone).toISOString(),
      redirectUrls: { default: defaultDeadlineTarget, ...entry.redirectUrl },
    };
  }
  return resolved;
}
