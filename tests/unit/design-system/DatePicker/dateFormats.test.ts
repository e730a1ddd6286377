import { isValid, parse } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatPickerDate,
  formatPickerRange,
  formatPickerTime,
  parsePickerDate,
  parsePickerMonth,
  parsePickerRange,
  parsePickerTime,
  parsePickerYear,
} from '#design-system/DatePicker/dateFormats.ts';
import { parseUserDate } from '#pages-config/rules/dates.ts';

const today = new Date(2026, 2, 11);

/** Two digits at most, padded or not. */
const number = (max: number) =>
  fc.integer({ min: 0, max }).chain((value) => fc.constantFrom(String(value), String(value).padStart(2, '0')));

describe('date formats', () => {
  it('formats a day as MM/dd/yyyy by default', () => {
    expect(formatPickerDate(new Date(2026, 0, 5))).toBe('01/05/2026');
  });

  it('formats a month as MM/yyyy', () => {
    expect(formatPickerDate(new Date(2026, 0, 5), 'month')).toBe('01/2026');
  });

  it('formats a year as yyyy', () => {
    expect(formatPickerDate(new Date(2026, 0, 5), 'year')).toBe('2026');
  });

  it('reads one-digit months and days', () => {
    expect(parsePickerDate('1/5/2026')?.getDate()).toBe(5);
  });

  it('reads no date from an incomplete text', () => {
    expect(parsePickerDate('01/05/20')).toBeUndefined();
  });

  it('reads no date outside the year range', () => {
    expect(parsePickerDate('01/05/1899')).toBeUndefined();
  });

  it('reads a day as the rules engine does (pages-config/rules/dates.ts), for any text', () => {
    const texts = fc.oneof(
      fc
        .tuple(fc.integer({ min: 0, max: 19 }), fc.integer({ min: 0, max: 39 }), fc.integer({ min: 1900, max: 2100 }))
        .chain(([month, day, year]) =>
          fc.constantFrom(
            `${month}/${day}/${year}`,
            `${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}/${year}`,
          ),
        ),
      fc.string(),
    );
    fc.assert(
      fc.property(texts, (text) => {
        const picker = parsePickerDate(text);
        let rules: { year: number; month: number; day: number } | undefined;
        try {
          rules = parseUserDate(text);
        } catch {
          rules = undefined;
        }
        const fromPicker = picker && {
          year: picker.getFullYear(),
          month: picker.getMonth() + 1,
          day: picker.getDate(),
        };
        expect(fromPicker).toEqual(rules);
      }),
    );
  });

  it('reads a month MM/yyyy as its first day', () => {
    expect(parsePickerMonth('07/2021')).toEqual(new Date(2021, 6, 1));
  });

  it('reads no month 13', () => {
    expect(parsePickerMonth('13/2021')).toBeUndefined();
  });

  it('reads a year of the range', () => {
    expect(parsePickerYear('2100')).toBe(2100);
  });

  it('reads no year after the range', () => {
    expect(parsePickerYear('2101')).toBeUndefined();
  });

  it('writes a range with its separator', () => {
    expect(formatPickerRange({ from: new Date(2026, 2, 9), to: new Date(2026, 2, 15) }, ' - ')).toBe(
      '03/09/2026 - 03/15/2026',
    );
  });

  it('reads a range', () => {
    expect(parsePickerRange('03/09/2026 - 03/15/2026', ' - ')).toEqual({
      from: new Date(2026, 2, 9),
      to: new Date(2026, 2, 15),
    });
  });

  it('reads the first date alone of a range being typed', () => {
    expect(parsePickerRange('03/09/2026 - 03/1', ' - ')).toEqual({ from: new Date(2026, 2, 9) });
  });

  it('writes a time on the 24-hour clock as HH:mm', () => {
    expect(formatPickerTime({ hours: 14, minutes: 5, seconds: 0 }, 'HH:mm', false)).toBe('14:05');
  });

  it('writes a time on the 12-hour clock as hh:mm aa', () => {
    expect(formatPickerTime({ hours: 14, minutes: 5, seconds: 0 }, 'hh:mm aa', false)).toBe('02:05 PM');
  });

  it('writes seconds when asked', () => {
    expect(formatPickerTime({ hours: 0, minutes: 5, seconds: 30 }, 'hh:mm aa', true)).toBe('12:05:30 AM');
  });

  it('reads a 12-hour time', () => {
    expect(parsePickerTime('02:05 pm', 'hh:mm aa', false)).toEqual({ hours: 14, minutes: 5, seconds: 0 });
  });

  it('reads no hour 24', () => {
    expect(parsePickerTime('24:00', 'HH:mm', false)).toBeUndefined();
  });

  it('reads no time without its seconds when seconds are asked', () => {
    expect(parsePickerTime('14:05', 'HH:mm', true)).toBeUndefined();
  });
});

describe('the texts, read by hand', () => {
  // The picker read its texts with date-fns' parse, whose parsers were a third of the calendar's
  // chunk; each reading is held to what parse read, on texts near the valid ones and any text.
  const inRange = (date: Date) => isValid(date) && date.getFullYear() >= 1900 && date.getFullYear() <= 2100;

  it('read a day as date-fns did', () => {
    const texts = fc.oneof(
      fc
        .tuple(number(19), number(39), fc.integer({ min: 1890, max: 2110 }))
        .map(([month, day, year]) => `${month}/${day}/${year}`),
      fc.string(),
    );
    fc.assert(
      fc.property(texts, (text) => {
        const read = /^\d{1,2}\/\d{1,2}\/\d{4}$/.test(text.trim()) ? parse(text.trim(), 'M/d/yyyy', today) : null;
        expect(parsePickerDate(text)).toEqual(read && inRange(read) ? read : undefined);
      }),
      { numRuns: 2000 },
    );
  });

  it('read a month as date-fns did', () => {
    const texts = fc.oneof(
      fc.tuple(number(19), fc.integer({ min: 1890, max: 2110 })).map(([month, year]) => ` ${month}/${year}`),
      fc.string(),
    );
    fc.assert(
      fc.property(texts, (text) => {
        const read = /^\d{1,2}\/\d{4}$/.test(text.trim()) ? parse(text.trim(), 'M/yyyy', new Date(2000, 0, 1)) : null;
        expect(parsePickerMonth(text)).toEqual(read && inRange(read) ? read : undefined);
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    ['HH:mm', false],
    ['HH:mm', true],
    ['hh:mm aa', false],
    ['hh:mm aa', true],
  ] as const)('read a time in %s (seconds: %s) as date-fns did', (timeFormat, withSeconds) => {
    const two = (max: number) => fc.integer({ min: 0, max }).map((value) => String(value).padStart(2, '0'));
    const texts = fc.oneof(
      fc
        .tuple(two(29), two(69), two(69), fc.constantFrom('', ' AM', ' PM', ' am', ' pM', ' XM'))
        .map(([hours, minutes, seconds, meridiem]) =>
          withSeconds ? `${hours}:${minutes}:${seconds}${meridiem}` : `${hours}:${minutes}${meridiem}`,
        ),
      fc.string(),
    );
    const pattern = withSeconds ? timeFormat.replace('mm', 'mm:ss') : timeFormat;
    const shape = new RegExp(
      `^\\d{2}:\\d{2}${withSeconds ? ':\\d{2}' : ''}${timeFormat === 'hh:mm aa' ? ' [AaPp][Mm]' : ''}$`,
    );
    fc.assert(
      fc.property(texts, (text) => {
        const read = shape.test(text.trim()) ? parse(text.trim().toUpperCase(), pattern, new Date(2000, 0, 1)) : null;
        expect(parsePickerTime(text, timeFormat, withSeconds)).toEqual(
          read && isValid(read)
            ? { hours: read.getHours(), minutes: read.getMinutes(), seconds: read.getSeconds() }
            : undefined,
        );
      }),
      { numRuns: 2000 },
    );
  });
});
