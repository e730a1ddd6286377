import { format } from 'date-fns';
import { TZDate } from '@date-fns/tz';

/** Spec §9: the three ways a deadline is written, in one culture. */
export interface DeadlineTexts {
  /** MM/dd/yyyy, e.g. 06/30/2027. */
  shortDate: string;
  /** The culture's long date, e.g. "June 30, 2027", "30 de junio de 2027". */
  longDate: string;
  /**
   * Weekday, month, day and year with the time and zone, e.g. "Wednesday, June 30, 2027 at
   * 11:59 PM Pacific Daylight Time". The time is included: a zone without one says nothing.
   */
  fullDate: string;
}

/** A deadline instant written in its own time zone (IANA), in the words of a culture. */
export function formatDeadlineTexts(instant: Date, timeZone: string, culture: string): DeadlineTexts {
  return {
    shortDate: format(new TZDate(instant.getTime(), timeZone), 'MM/dd/yyyy'),
    longDate: new Intl.DateTimeFormat(culture, { dateStyle: 'long', timeZone }).format(instant),
    fullDate: new Intl.DateTimeFormat(culture, {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'long',
    }).format(instant),
  };
}
