import { format } from 'date-fns';
import { datePickerDefaults, type TimeFormat, type YearRange } from './datePickerSettings.ts';

// The one module that reads and writes the date picker's texts. The design system may not import
// pages-config (ARCHITECTURE.md), so parsePickerDate repeats the short-date reading of
// pages-config/rules/dates.ts; a unit test checks the two agree on every text.
//
// The texts are read by hand, not with date-fns' parse: their formats are fixed and checked by a
// pattern first, and parse, with a parser for every token date-fns knows, was a third of the
// calendar's chunk (performance budgets). Unit tests hold each reading to parse's on any text.

/** The formats of spec §5: a day MM/dd/yyyy (the default), a month MM/yyyy, a year yyyy. */
export const datePickerFormats = { date: 'MM/dd/yyyy', month: 'MM/yyyy', year: 'yyyy' } as const;

/** What a date picker value holds: a day, a month or a year. */
export type DatePickerFormat = keyof typeof datePickerFormats;

/** Spec §9: the years a date picker offers unless told otherwise. */
export const datePickerYearRange: YearRange = datePickerDefaults.yearRange;

/** Spec §9: between the two dates of a range's or a week's text. */
export const dateRangeSeparator = datePickerDefaults.rangeSeparator;

/** A date as the picker's text, e.g. 03/07/2026. */
export function formatPickerDate(date: Date, kind: DatePickerFormat = 'date'): string {
  return format(date, datePickerFormats[kind]);
}

/** Midnight, local time, of a day of the year range, or undefined when there is no such day (02/30). */
function dayOf(year: number, month: number, day: number, yearRange: YearRange): Date | undefined {
  if (year < yearRange.first || year > yearRange.last) return undefined;
  const date = new Date(2000, 0, 1);
  // setFullYear, not the constructor: it reads years below 100 as they are.
  date.setFullYear(year, month - 1, day);
  return date.getMonth() === month - 1 && date.getDate() === day ? date : undefined;
}

/**
 * The date a complete typed text names, or undefined while it is incomplete or not a date.
 * One- or two-digit month and day are accepted (spec §5: M/d/yyyy).
 */
export function parsePickerDate(text: string, yearRange: YearRange = datePickerYearRange): Date | undefined {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  return match ? dayOf(Number(match[3]), Number(match[1]), Number(match[2]), yearRange) : undefined;
}

/** The first day of the month a text MM/yyyy names (M/yyyy too), or undefined. */
export function parsePickerMonth(text: string, yearRange: YearRange = datePickerYearRange): Date | undefined {
  const match = /^(\d{1,2})\/(\d{4})$/.exec(text.trim());
  return match ? dayOf(Number(match[2]), Number(match[1]), 1, yearRange) : undefined;
}

/** The year a text yyyy names, or undefined when it is not one of the range's. */
export function parsePickerYear(text: string, yearRange: YearRange = datePickerYearRange): number | undefined {
  if (!/^\d{4}$/.test(text.trim())) return undefined;
  const year = Number(text.trim());
  return year >= yearRange.first && year <= yearRange.last ? year : undefined;
}

/** Two dates of a range; `to` is missing while only the first has been picked. */
export interface PickerRange {
  from: Date;
  to?: Date | undefined;
}

/** The range a text "mm/dd/yyyy - mm/dd/yyyy" names; the first date alone gives an open range. */
export function parsePickerRange(
  text: string,
  separator: string,
  yearRange: YearRange = datePickerYearRange,
): PickerRange | undefined {
  const [first = '', second = ''] = text.split(separator.trim()).map((part) => part.trim());
  const from = parsePickerDate(first, yearRange);
  if (!from) return undefined;
  const to = parsePickerDate(second, yearRange);
  return to && to >= from ? { from, to } : { from };
}

/** A range as its text; an open range ends with the separator, ready for the second date. */
export function formatPickerRange(range: PickerRange, separator: string): string {
  return `${formatPickerDate(range.from)}${separator}${range.to ? formatPickerDate(range.to) : ''}`;
}

/** A time of day on a 24-hour clock. */
export interface ClockTime {
  hours: number;
  minutes: number;
  seconds: number;
}

/** The date-fns pattern of a time format, with seconds when asked: HH:mm:ss, hh:mm:ss aa. */
export function timePattern(timeFormat: TimeFormat, withSeconds: boolean): string {
  return withSeconds ? timeFormat.replace('mm', 'mm:ss') : timeFormat;
}

/** A time as the picker's text: 14:05, or 02:05 PM on the 12-hour clock. */
export function formatPickerTime(time: ClockTime, timeFormat: TimeFormat, withSeconds: boolean): string {
  return format(new Date(2000, 0, 1, time.hours, time.minutes, time.seconds), timePattern(timeFormat, withSeconds));
}

/**
 * The time a complete text names in the given format, or undefined: hours 00–23 on the 24-hour
 * clock, 01–12 with AM or PM (either case) on the 12-hour clock; minutes and seconds 00–59.
 */
export function parsePickerTime(text: string, timeFormat: TimeFormat, withSeconds: boolean): ClockTime | undefined {
  const seconds = withSeconds ? ':(\\d{2})' : '()';
  const twelveHour = timeFormat === 'hh:mm aa';
  const meridiem = twelveHour ? ' ([AaPp])[Mm]' : '()';
  const match = new RegExp(`^(\\d{2}):(\\d{2})${seconds}${meridiem}$`).exec(text.trim());
  if (!match) return undefined;
  const [hour, minutes, secondsRead] = [Number(match[1]), Number(match[2]), Number(match[3] || '0')];
  if (minutes > 59 || secondsRead > 59) return undefined;
  if (!twelveHour) return hour <= 23 ? { hours: hour, minutes, seconds: secondsRead } : undefined;
  if (hour < 1 || hour > 12) return undefined;
  const afternoon = match[4]?.toUpperCase() === 'P';
  return { hours: (hour % 12) + (afternoon ? 12 : 0), minutes, seconds: secondsRead };
}

/** The time of day of an instant. */
export function clockTimeOf(date: Date): ClockTime {
  return { hours: date.getHours(), minutes: date.getMinutes(), seconds: date.getSeconds() };
}
