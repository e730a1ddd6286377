import { isValid, parse } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import type { DeadlinesResponse } from '../api/contract.ts';
import { deadlineKeys } from '../api/deadlineKeys.ts';
import type { DeadlineSettings } from '../schema/settlement.ts';
import { formatDeadlineTexts } from './deadlineTexts.ts';
import { defaultDeadlineTarget } from './deadlines.ts';

// Reading a settlement's deadline settings: the server's and the checker's work, kept out of the
// modules the browser loads (deadlines.ts, dates.ts), so its first page has no time-zone library.

/**
 * Windows time-zone names that settlement files may use, mapped to IANA zones (spec §9).
 * Windows spells most of them "… Standard Time"; both forms are accepted.
 */
export const windowsTimeZones: Readonly<Record<string, string>> = {
  Pacific: 'America/Los_Angeles',
  Mountain: 'America/Denver',
  Central: 'America/Chicago',
  Eastern: 'America/New_York',
  Atlantic: 'America/Halifax',
  Newfoundland: 'America/St_Johns',
  Alaskan: 'America/Anchorage',
  'Hawaii-Aleutian': 'Pacific/Honolulu',
  Hawaiian: 'Pacific/Honolulu',
  Aleutian: 'America/Adak',
  Yukon: 'America/Whitehorse',
  'US Mountain': 'America/Phoenix',
  Arizona: 'America/Phoenix',
  'US Eastern': 'America/Indiana/Indianapolis',
  'Eastern-Indiana': 'America/Indiana/Indianapolis',
  'Canada Central': 'America/Regina',
  'Central-Saskatchewan': 'America/Regina',
};

/** An IANA zone for a Windows or IANA zone name; throws 'Unknown time zone' otherwise. */
export function toIanaTimeZone(name: string): string {
  const windowsName = name.replace(/ Standard Time$/, '').trim();
  const mapped = windowsTimeZones[windowsName];
  if (mapped) return mapped;
  if (name.includes('/')) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: name });
      return name;
    } catch {
      // fall through to the spec's error
    }
  }
  throw new Error('Unknown time zone');
}

/**
 * Reads a deadline given as "MM/dd/yyyy hh:mm:ss a" or "MM/dd/yyyy" (end of that day is NOT
 * implied: a date alone means its midnight) in a time zone, and returns the instant.
 * Throws 'Invalid deadline format' otherwise.
 */
export function parseDeadline(text: string, timeZone: string): Date {
  const zone = toIanaTimeZone(timeZone);
  for (const format of ['MM/dd/yyyy hh:mm:ss a', 'MM/dd/yyyy']) {
    const wallClock = parse(text.trim(), format, new Date(0));
    if (isValid(wallClock) && /^\d{2}\/\d{2}\/\d{4}/.test(text.trim())) {
      const zoned = new TZDate(
        wallClock.getFullYear(),
        wallClock.getMonth(),
        wallClock.getDate(),
        wallClock.getHours(),
        wallClock.getMinutes(),
        wallClock.getSeconds(),
        zone,
      );
      return new Date(zoned.getTime());
    }
  }
  throw new Error('Invalid deadline format');
}

/**
 * The deadline settings the API serves (spec §3), from either source format: each key's instant
 * (ISO) or null, its redirect targets per culture (plus `default`), and its texts in the three
 * formats of spec §9 for each culture asked for. Only the global deadline gets `/deadline` as
 * its default target, so a form type's own deadline without targets falls back to the global one
 * (spec §4). Throws the spec's errors ('Invalid deadline format', 'Unknown time zone') for a bad
 * entry.
 */
export function resolveDeadlines(
  settings: DeadlineSettings | undefined,
  cultures: readonly string[] = [],
): DeadlinesResponse {
  const resolved = {} as DeadlinesResponse;
  for (const key of deadlineKeys) {
    const entry = settings?.deadlines[key];
    const redirectUrls = {
      ...(key === 'globalDeadline' ? { default: defaultDeadlineTarget } : {}),
      ...entry?.redirectUrl,
    };
    if (!entry || !settings) {
      resolved[key] = { deadline: null, redirectUrls, texts: {} };
      continue;
    }
    const [text, zoneName] =
      'timeZone' in settings
        ? [(entry as { deadlineDateTime: Record<string, string> }).deadlineDateTime, settings.timeZone]
        : [(entry as { deadline: string }).deadline, (entry as { timeZone: string }).timeZone];
    // Per-culture deadline texts name one instant; the default (or first) one is authoritative.
    const deadlineText = typeof text === 'string' ? text : (text.default ?? text.en ?? Object.values(text)[0]!);
    const instant = parseDeadline(deadlineText, zoneName);
    const timeZone = toIanaTimeZone(zoneName);
    resolved[key] = {
      deadline: instant.toISOString(),
      redirectUrls,
      texts: Object.fromEntries(cultures.map((culture) => [culture, formatDeadlineTexts(instant, timeZone, culture)])),
    };
  }
  return resolved;
}
