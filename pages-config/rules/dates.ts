import { isValid, parse } from 'date-fns';
import { TZDate } from '@date-fns/tz';

/** Spec §9: user-entered dates are read in the Los Angeles time zone. */
export const userDateTimeZone = 'America/Los_Angeles';

/** A calendar date, without time or zone: what a claimant types in a date field. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/**
 * Reads a short date as claimants type it: M/d/yyyy, one or two digits for month and day
 * (spec §5). Throws 'Unexpected format for user entered date' for anything else, including
 * impossible dates such as 02/30/2025.
 */
export function parseUserDate(text: string): CalendarDate {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (match) {
    const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const probe = new Date(Date.UTC(year, month - 1, day));
    if (probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day) {
      return { year, month, day };
    }
  }
  throw new Error('Unexpected format for user entered date');
}

/** Whether `text` is a date a claimant may type (see parseUserDate). */
export function isUserDate(text: string): boolean {
  try {
    parseUserDate(text);
    return true;
  } catch {
    return false;
  }
}

/** Compares two calendar dates: negative, zero or positive. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Today's date in Los Angeles at the instant `now`. */
export function todayInLosAngeles(now: Date): CalendarDate {
  const local = new TZDate(now.getTime(), userDateTimeZone);
  return { year: local.getFullYear(), month: local.getMonth() + 1, day: local.getDate() };
}

/** Formats a calendar date as MM/dd/yyyy. */
export function formatUserDate(date: CalendarDate): string {
  return `${String(date.month).padStart(2, '0')}/${String(date.day).padStart(2, '0')}/${date.year}`;
}

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
