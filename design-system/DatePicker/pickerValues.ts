import { masks, type MaskDefinition } from '../TextInput/masks.ts';
import type { TimeFormat, WeekDay } from './datePickerSettings.ts';
import { monthMask, rangeMask, timeMask, yearMask } from './pickerMasks.ts';

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
