import { endOfWeek, startOfDay, startOfWeek } from 'date-fns';
import { masks, type MaskDefinition } from '../TextInput/masks.ts';
import {
  clockTimeOf,
  formatPickerDate,
  formatPickerRange,
  formatPickerTime,
  monthMask,
  rangeMask,
  timeMask,
  yearMask,
} from './dateFormats.ts';
import type { TimeFormat, WeekDay } from './datePickerSettings.ts';

/** What a date picker picks (spec §9): one day, a range, several days, a week, a month, a year or a time. */
export type DatePickerMode = 'single' | 'range' | 'multiple' | 'week' | 'month' | 'year' | 'time';

/** The modes whose value is a list of days rather than one typed text. */
export type ListMode = 'multiple' | 'week';

/** The settings the values of a mode depend on. */
export interface ValueOptions {
  rangeSeparator: string;
  weekStartsOn: WeekDay;
  timeFormat: TimeFormat;
  withSeconds: boolean;
}

/** Whether a mode's value is a list (spec §8: it must then be an array). */
export function isListMode(mode: DatePickerMode): mode is ListMode {
  return mode === 'multiple' || mode === 'week';
}

/** The mask a mode's text is typed under; list modes are not typed. */
export function typedMask(mode: Exclude<DatePickerMode, ListMode>, options: ValueOptions): MaskDefinition {
  switch (mode) {
    case 'single':
      return masks.date;
    case 'range':
      return rangeMask(options.rangeSeparator);
    case 'month':
      return monthMask;
    case 'year':
      return yearMask;
    case 'time':
      return timeMask(options.timeFormat, options.withSeconds);
  }
}

/** The value the Now button sets (spec §9): the current day, month, year or time, in the mode's form. */
export function nowValue(
  mode: DatePickerMode,
  current: string | readonly string[],
  now: Date,
  options: ValueOptions,
): string | string[] {
  const today = formatPickerDate(now);
  switch (mode) {
    case 'single':
      return today;
    case 'range':
      return formatPickerRange({ from: startOfDay(now), to: startOfDay(now) }, options.rangeSeparator);
    case 'multiple': {
      const days = Array.isArray(current) ? [...(current as readonly string[])] : [];
      return days.includes(today) ? days : [...days, today];
    }
    case 'week': {
      const week = { weekStartsOn: options.weekStartsOn };
      return [startOfWeek(now, week), endOfWeek(now, week)].map((day) => formatPickerDate(day));
    }
    case 'month':
      return formatPickerDate(now, 'month');
    case 'year':
      return formatPickerDate(now, 'year');
    case 'time':
      return formatPickerTime(clockTimeOf(now), options.timeFormat, options.withSeconds);
  }
}
