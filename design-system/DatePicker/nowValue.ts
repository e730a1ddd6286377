import { endOfWeek, startOfDay, startOfWeek } from 'date-fns';
import { clockTimeOf, formatPickerDate, formatPickerRange, formatPickerTime } from './dateFormats.ts';
import type { DatePickerMode, ValueOptions } from './pickerValues.ts';

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
