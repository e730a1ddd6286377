import { addMonths, endOfWeek, isBefore, max, min, startOfMonth, startOfWeek } from 'date-fns';
import { useEffect, useRef, useState } from 'react';
import { DayPicker, type DayButtonProps, type Locale } from 'react-day-picker';
import 'react-day-picker/style.css';
import {
  formatPickerDate,
  formatPickerRange,
  parsePickerDate,
  parsePickerRange,
  type PickerRange,
} from './dateFormats.ts';
import type { WeekDay, YearRange } from './datePickerSettings.ts';
import * as styles from './DatePickerPanel.css.ts';
import { useSwipe } from './useSwipe.ts';

/** The ways of picking from the day calendar (spec §9). */
export type DaySelection = 'single' | 'range' | 'multiple' | 'week';

export interface DayCalendarProps {
  selection: DaySelection;
  /** A day or a range as text; a list of days for `multiple` and `week`. */
  value: string | readonly string[];
  /** Called with the new value; `done` when the pick is complete (a day, a whole range, a week). */
  onPick: (value: string | string[], done: boolean) => void;
  today: Date;
  /** The month shown while no day is chosen; today's when not given. */
  referenceDate?: Date | undefined;
  locale: Locale;
  weekStartsOn: WeekDay;
  yearRange: YearRange;
  fixedWeeks: boolean;
  numberOfMonths: number;
  rangeSeparator: string;
  swipeThreshold: number;
}

/**
 * react-day-picker's day button, focusing without scrolling the page: the calendar focuses a day as
 * it opens, possibly before Radix has placed it, and the scroll that focus() would cause closes the
 * picker (spec §2: it closes on scroll).
 */
function DayButton({ day: _day, modifiers, ...buttonProps }: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus({ preventScroll: true });
  }, [modifiers.focused]);
  return <button ref={ref} {...buttonProps} />;
}

/** A range after one more day is picked: a fresh start after a whole range, else the other end. */
export function extendRange(range: PickerRange | undefined, day: Date): PickerRange {
  if (!range || range.to) return { from: day };
  return isBefore(day, range.from) ? { from: day, to: range.from } : { from: range.from, to: day };
}

/**
 * The month calendar (react-day-picker) for one day, a range, several days or a week: dropdown
 * captions limited to the year range, weeks from `weekStartsOn`, optional six weeks and several
 * months side by side, and a sideways swipe to turn the month.
 */
export function DayCalendar(props: DayCalendarProps) {
  const { selection, value, onPick, today, referenceDate, yearRange, rangeSeparator } = props;
  const texts = Array.isArray(value) ? value : [value];
  const dates = texts.flatMap((text) => parsePickerDate(String(text), yearRange) ?? []);
  const range = selection === 'range' ? parsePickerRange(String(value), rangeSeparator, yearRange) : undefined;
  const firstMonth = new Date(yearRange.first, 0);
  const lastMonth = new Date(yearRange.last, 11);
  const [month, setMonth] = useState(() =>
    startOfMonth(min([max([range?.from ?? dates[0] ?? referenceDate ?? today, firstMonth]), lastMonth])),
  );
  const swipe = useSwipe(props.swipeThreshold, (direction) =>
    setMonth((shown) => min([max([addMonths(shown, direction), firstMonth]), lastMonth])),
  );
  const weekOf = (day: Date) => [
    startOfWeek(day, { weekStartsOn: props.weekStartsOn }),
    endOfWeek(day, { weekStartsOn: props.weekStartsOn }),
  ];

  const calendar = {
    locale: props.locale,
    weekStartsOn: props.weekStartsOn,
    fixedWeeks: props.fixedWeeks,
    numberOfMonths: props.numberOfMonths,
    showOutsideDays: true,
    captionLayout: 'dropdown',
    startMonth: firstMonth,
    endMonth: lastMonth,
    month,
    onMonthChange: setMonth,
    today,
    autoFocus: true,
    components: { DayButton },
    className: styles.calendar,
  } as const;

  const picker = (() => {
    switch (selection) {
      case 'single':
        return (
          <DayPicker
            {...calendar}
            mode="single"
            required
            selected={dates[0]}
            onSelect={(_selected, day) => onPick(formatPickerDate(day), true)}
          />
        );
      case 'multiple':
        return (
          <DayPicker
            {...calendar}
            mode="multiple"
            selected={dates}
            onSelect={(picked) =>
              onPick(
                (picked ?? []).map((day) => formatPickerDate(day)),
                false,
              )
            }
          />
        );
      case 'week': {
        const [monday, sunday] = dates;
        return (
          <DayPicker
            {...calendar}
            mode="range"
            selected={monday ? { from: monday, to: sunday ?? monday } : undefined}
            onSelect={(_range, day) =>
              onPick(
                weekOf(day).map((end) => formatPickerDate(end)),
                true,
              )
            }
          />
        );
      }
      case 'range':
        return (
          <DayPicker
            {...calendar}
            mode="range"
            selected={range}
            onSelect={(_range, day) => {
              const next = extendRange(range, day);
              onPick(formatPickerRange(next, rangeSeparator), next.to !== undefined);
            }}
          />
        );
    }
  })();

  return (
    <div className={styles.swipeArea} {...swipe}>
      {picker}
    </div>
  );
}
