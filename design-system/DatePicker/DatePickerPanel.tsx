import { ActionRow } from './ActionRow.tsx';
import { calendarLocales } from './calendarLocales.ts';
import { DayCalendar } from './DayCalendar.tsx';
import {
  monthsShown,
  type DatePickerTexts,
  type TimeFormat,
  type WeekDay,
  type YearRange,
} from './datePickerSettings.ts';
import { MonthGrid } from './MonthGrid.tsx';
import { nowValue } from './nowValue.ts';
import type { DatePickerMode, ValueOptions } from './pickerValues.ts';
import { TimeGrids } from './TimeGrids.tsx';
import { YearGrid } from './YearGrid.tsx';

/** The action row's handlers (spec §9: Now, Cancel, Select), when the picker confirms its picks. */
export interface PanelActions {
  /** Called with the value Now sets. */
  onNow: (value: string | string[]) => void;
  onCancel: () => void;
  onSelect: () => void;
}

export interface DatePickerPanelProps {
  mode: DatePickerMode;
  /** The value shown: the pending pick, else the field's value. */
  shown: string | readonly string[];
  /** Called with a picked value; `done` when the pick completes it (a range's second day). */
  onPick: (next: string | readonly string[], done: boolean) => void;
  /** Changes when Now is pressed, so the grid remounts and the calendar turns to the current month. */
  panelKey: number;
  /** The action row's handlers; no action row without them. */
  actions: PanelActions | undefined;
  /** The clock Now reads; the current time unless fixed (stories and tests). */
  fixedNow: Date | undefined;
  valueOptions: ValueOptions;
  culture: keyof typeof calendarLocales;
  today: Date;
  /** Where the day calendar opens while no day is chosen; today when not given. */
  referenceDate: Date | undefined;
  texts: DatePickerTexts;
  yearRange: YearRange;
  weekStartsOn: WeekDay;
  sixWeekCalendar: boolean;
  multiCalendars: boolean | number | undefined;
  rangeSeparator: string;
  swipeThreshold: number;
  itemsPerRow: number;
  menuHeight: number;
  timeFormat: TimeFormat;
  showSeconds: boolean;
  hourIncrement: number;
  minuteIncrement: number;
  secondIncrement: number;
}

/** The month calendar (react-day-picker) or the month, year or time grids, for the picker's mode. */
function PanelGrid({ mode, shown, onPick, culture, today, referenceDate, texts, ...settings }: DatePickerPanelProps) {
  const panelSettings = {
    today,
    yearRange: settings.yearRange,
    texts,
    itemsPerRow: settings.itemsPerRow,
    maxHeight: settings.menuHeight,
  };
  switch (mode) {
    case 'month':
      return (
        <MonthGrid
          {...panelSettings}
          value={String(shown)}
          onPick={(next) => onPick(next, true)}
          locale={calendarLocales[culture]}
        />
      );
    case 'year':
      return <YearGrid {...panelSettings} value={String(shown)} onPick={(next) => onPick(next, true)} />;
    case 'time':
      return (
        <TimeGrids
          {...panelSettings}
          value={String(shown)}
          onPick={(next) => onPick(next, false)}
          timeFormat={settings.timeFormat}
          withSeconds={settings.showSeconds}
          hourIncrement={settings.hourIncrement}
          minuteIncrement={settings.minuteIncrement}
          secondIncrement={settings.secondIncrement}
        />
      );
    default:
      return (
        <DayCalendar
          selection={mode}
          value={shown}
          onPick={onPick}
          today={today}
          referenceDate={referenceDate}
          locale={calendarLocales[culture]}
          weekStartsOn={settings.weekStartsOn}
          yearRange={settings.yearRange}
          fixedWeeks={settings.sixWeekCalendar}
          numberOfMonths={monthsShown(settings.multiCalendars)}
          rangeSeparator={settings.rangeSeparator}
          swipeThreshold={settings.swipeThreshold}
        />
      );
  }
}

/**
 * What the date picker's popover shows: the grid of its mode and, when it confirms picks, the
 * action row. In a chunk of its own, loaded when the claimant reaches for the calendar, so a date
 * field shows its masked input without react-day-picker, date-fns and their locales (performance
 * budgets).
 */
export function DatePickerPanel(props: DatePickerPanelProps) {
  const { mode, shown, panelKey, actions, fixedNow, valueOptions, texts } = props;
  return (
    <>
      <div key={panelKey}>
        <PanelGrid {...props} />
      </div>
      {actions ? (
        <ActionRow
          texts={texts}
          // The clock at the press, unless today is fixed (stories and tests).
          onNow={() => actions.onNow(nowValue(mode, shown, fixedNow ?? new Date(), valueOptions))}
          onCancel={actions.onCancel}
          onSelect={actions.onSelect}
        />
      ) : null}
    </>
  );
}
