import type { PatternMask } from '../TextInput/masks.ts';
import type { TimeFormat } from './datePickerSettings.ts';

function patternMask(pattern: string, placeholder: string, upperCase = false): PatternMask {
  return { kind: 'pattern', pattern, eager: true, upperCase, placeholder, inputMode: upperCase ? 'text' : 'numeric' };
}

/** A mask of dates: a month or day typed with one digit is padded, 1/2/1980 is 01/02/1980 (the date mask's way). */
function datesMask(pattern: string, placeholder: string): PatternMask {
  return { ...patternMask(pattern, placeholder), padsShortGroups: true };
}

/** The mask a typed range is written under: the date mask twice around the separator. */
export function rangeMask(separator: string): PatternMask {
  return datesMask(`##/##/####${separator}##/##/####`, `mm/dd/yyyy${separator}mm/dd/yyyy`);
}

/** The mask a typed month (MM/yyyy) is written under. */
export const monthMask = datesMask('##/####', 'mm/yyyy');

/** The mask a typed year (yyyy) is written under. */
export const yearMask = patternMask('####', 'yyyy');

/** The mask a typed time is written under: 14:05, 14:05:30, 02:05 PM or 02:05:30 PM. */
export function timeMask(timeFormat: TimeFormat, withSeconds: boolean): PatternMask {
  const clock = withSeconds ? '##:##:##' : '##:##';
  const placeholder = withSeconds ? 'hh:mm:ss' : 'hh:mm';
  return timeFormat === 'hh:mm aa'
    ? patternMask(`${clock} @@`, `${placeholder} am`, true)
    : patternMask(clock, placeholder);
}
