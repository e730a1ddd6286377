import { format, isValid, parse } from 'date-fns';

/** The formats of spec §9: a day MM/dd/yyyy (the default), a month MM/yyyy, a year yyyy. */
export const datePickerFormats = { date: 'MM/dd/yyyy', month: 'MM/yyyy', year: 'yyyy' } as const;

/** What a date picker value holds: a day, a month or a year. */
export type DatePickerFormat = keyof typeof datePickerFormats;

/** Spec §9: the years a date picker offers. */
export const datePickerYearRange = { first: 1900, last: 2100 } as const;

/** Spec §9: between the two dates of a week's text. */
export const dateRangeSeparator = ' - ';

/** A date as the picker's text, e.g. 03/07/2026. */
export function formatPickerDate(date: Date, kind: DatePickerFormat = 'date'): string {
  return format(date, datePickerFormats[kind]);
}

/**
 * The date a complete typed text names, or undefined while it is incomplete or not a date.
 * One- or two-digit month and day are accepted (spec §5: M/d/yyyy).
 */
export function parsePickerDate(text: string, reference: Date): Date | undefined {
  if (!/^\d{1,2}\/\d{1,2}\/\d{4}$/.test(text.trim())) return undefined;
  const date = parse(text.trim(), 'M/d/yyyy', reference);
  if (!isValid(date) || date.getFullYear() < datePickerYearRange.first || date.getFullYear() > datePickerYearRange.last)
    return undefined;
  return date;
}
