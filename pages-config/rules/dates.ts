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

let losAngelesCalendar: Intl.DateTimeFormat | undefined;

/**
 * Today's date in Los Angeles at the instant `now`. The platform's own time-zone data (Intl), not
 * TZDate: this runs in the browser's first page, which then need not load a time-zone library
 * (only the server reads deadlines in a zone, parseDeadline).
 */
export function todayInLosAngeles(now: Date): CalendarDate {
  losAngelesCalendar ??= new Intl.DateTimeFormat('en-US', {
    timeZone: userDateTimeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  });
  const parts = losAngelesCalendar.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** Formats a calendar date as MM/dd/yyyy. */
export function formatUserDate(date: CalendarDate): string {
  return `${String(date.month).padStart(2, '0')}/${String(date.day).padStart(2, '0')}/${date.year}`;
}
