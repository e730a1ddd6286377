import { startTransition, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Field, type FieldBaseProps } from '../Field/Field.tsx';
import { control } from '../Field/Field.css.ts';
import { Icon } from '../Icon/Icon.tsx';
import { lazyComponent } from '../lazyComponent.tsx';
import { MaskedInputFromChunk } from '../TextInput/maskedInputChunk.tsx';
import {
  calendarCultureOf,
  datePickerDefaults,
  datePickerTexts,
  type DatePickerTexts,
  type TimeFormat,
  type WeekDay,
  type YearRange,
} from './datePickerSettings.ts';
import { isListMode, typedMask, type DatePickerMode, type ValueOptions } from './pickerValues.ts';
import * as styles from './DatePicker.css.ts';

// The calendar (react-day-picker, date-fns and its locales), the grids and the action row load when
// the claimant reaches for the calendar button, not with the field: its masked input comes first
// (performance budgets).
const DatePickerPanel = lazyComponent(async () => (await import('./DatePickerPanel.tsx')).DatePickerPanel);

// The calendar's button and popover (Radix popover, popper, floating-ui) likewise: until the
// claimant first activates the button it is a plain one of the same look, and the popover comes
// with the calendar, so it opens whole (performance budgets: the step that shows a date field).
const DatePickerPopover = lazyComponent(async () => {
  const [module] = await Promise.all([import('./DatePickerPopover.tsx'), DatePickerPanel.preload()]);
  return module.DatePickerPopover;
});

const preloadCalendar = () => {
  DatePickerPopover.preload().catch(() => {});
};

interface CalendarButtonPlaceholderProps {
  label: string;
  disabled: boolean | undefined;
  /** The claimant activates the button: the calendar should open, as soon as its chunks are in. */
  onOpen: () => void;
}

/**
 * The calendar's button as the claimant first sees it, until it is first activated: the look, name
 * and state of Radix's popover trigger, closed (DatePickerPopover). Pointing at or focusing it
 * starts loading the popover's and the calendar's chunks, so the calendar opens at once.
 */
function CalendarButtonPlaceholder({ label, disabled, onOpen }: CalendarButtonPlaceholderProps) {
  return (
    <button
      type="button"
      className={styles.trigger}
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={false}
      data-state="closed"
      disabled={disabled}
      onPointerEnter={preloadCalendar}
      onFocus={preloadCalendar}
      onClick={onOpen}
    >
      <Icon name="chevron-down" />
    </button>
  );
}

export type { DatePickerMode } from './pickerValues.ts';

/** Spec §8: the internal error for a multi-date or week value that is not a list. */
export const datePickerArrayError = 'date-picker multi-dates or week-picker value must be an array';

/** The settings of spec §9; each defaults to the spec's value (datePickerSettings.ts). */
export interface DatePickerSettings {
  /** The years offered: the calendar's year dropdown, the month picker's and the year grid. 1900–2100. */
  yearRange?: YearRange | undefined;
  /** The first day of the week, 0 (Sunday) to 6. Default 1, Monday. */
  weekStartsOn?: WeekDay | undefined;
  /** Pixels between the input and the calendar menu. Default 10. */
  menuOffset?: number | undefined;
  /** Pixels: the height of the month, year and time grids, which scroll beyond it. Default 255. */
  menuHeight?: number | undefined;
  /** Always show six weeks, so the calendar keeps its height from month to month. */
  sixWeekCalendar?: boolean | undefined;
  /** Months side by side: a number, or `true` for 2. One month when off. */
  multiCalendars?: boolean | number | undefined;
  /** Between the two dates of a range (typed "mm/dd/yyyy - mm/dd/yyyy") or a week. Default ' - '. */
  rangeSeparator?: string | undefined;
  /** Items per row of the month, year and time grids. Default 3. */
  itemsPerRow?: number | undefined;
  /** Time picker: `HH:mm` (24-hour, the default) or `hh:mm aa` (12-hour, AM/PM). */
  timeFormat?: TimeFormat | undefined;
  /** Time picker: seconds too (HH:mm:ss). */
  showSeconds?: boolean | undefined;
  /** Time picker: the step of the hours grid. Default 1. */
  hourIncrement?: number | undefined;
  /** Time picker: the step of the minutes grid. Default 5. */
  minuteIncrement?: number | undefined;
  /** Time picker: the step of the seconds grid. Default 5. */
  secondIncrement?: number | undefined;
  /** Pixels a touch must move sideways on the calendar to turn the month. Default 10. */
  swipeThreshold?: number | undefined;
  /**
   * Show the action row (Now, Cancel, Select): picks stay pending until Select. Without it a pick
   * applies at once and closes the calendar (spec §2). The time picker always has it.
   */
  actionRow?: boolean | undefined;
  /** The picker's own texts, already translated; by default those of `locale` (English: Select, Cancel, Now). */
  texts?: Partial<DatePickerTexts> | undefined;
}

interface DatePickerCommonProps extends FieldBaseProps, DatePickerSettings {
  /** The culture of month and day names and of the calendar's labels: `en` (default) or `es`. */
  locale?: string | undefined;
  /** The accessible name of the button that opens the calendar, already translated, e.g. "Choose date". */
  openCalendarLabel: string;
  /** Today, for the calendar's today marker, its first month and the Now button; fixed in stories and tests. */
  today?: Date | undefined;
  /**
   * The day the calendar turns to while no date is chosen, in place of today: a date of birth's
   * latest allowed day, say, so the claimant does not page back from this month. A chosen date wins.
   */
  referenceDate?: Date | undefined;
  /** Called when the text input loses focus. */
  onBlur?: (() => void) | undefined;
  /** Called when the claimant presses Enter in the text input. */
  onEnter?: (() => void) | undefined;
  /** Open at first render (stories and screenshots). */
  defaultOpen?: boolean | undefined;
  /** Shown but not operable. */
  disabled?: boolean | undefined;
  /** What the browser may fill the typed date with (`bday` for a date of birth); off by default. */
  autoComplete?: string | undefined;
}

interface TypedValueProps {
  /**
   * `single` (default) one day mm/dd/yyyy; `range` two, "mm/dd/yyyy - mm/dd/yyyy"; `month` MM/yyyy;
   * `year` yyyy; `time` in `timeFormat`. Each is typed under its mask or picked.
   */
  mode?: Exclude<DatePickerMode, 'multiple' | 'week'> | undefined;
  /** The text, as typed under the mode's mask. */
  value: string;
  /** Called with the text on every keystroke and when a value is picked. */
  onChange: (value: string) => void;
  /** Called after onChange when a value comes from the calendar (a pick, Select or Now) rather than typing. */
  onApply?: ((value: string) => void) | undefined;
}

interface ListValueProps {
  /** Several days (`multiple`), or the week of the day picked (`week`), from `weekStartsOn`. */
  mode: 'multiple' | 'week';
  /** The days, each MM/dd/yyyy; for a week its first and last day. Must be a list (spec §8). */
  value: readonly string[];
  /** Called with the new list when a day is picked. */
  onChange: (value: string[]) => void;
  /** Called after onChange when the list comes from the calendar. */
  onApply?: ((value: string[]) => void) | undefined;
}

export type DatePickerProps = DatePickerCommonProps & (TypedValueProps | ListValueProps);

/** The props of a picker whose value is typed text (every mode but `multiple` and `week`). */
export type TypedDatePickerProps = DatePickerCommonProps & TypedValueProps;

/** The props of a picker of several days or a week. */
export type ListDatePickerProps = DatePickerCommonProps & ListValueProps;

type PickerValue = string | readonly string[];

/** Whether the input shows two or more dates, and so needs a wider box. */
function holdsSeveralDates(mode: DatePickerMode): boolean {
  return mode === 'range' || isListMode(mode);
}

/**
 * A date typed under its mask, or picked from a calendar in a Radix popover (react-day-picker for
 * days, grids for months, years and times). Spec §2 and §9: applies on selection (or on Select with
 * the action row), closes on scroll, years 1900–2100, weeks from Monday, localised. The popover and
 * the calendar load when the claimant reaches for the calendar; the input shows at once.
 */
export function DatePicker(props: DatePickerProps) {
  const {
    locale = 'en',
    openCalendarLabel,
    today: todayProp,
    referenceDate,
    onBlur,
    onEnter,
    defaultOpen = false,
    disabled,
    autoComplete = 'off',
    yearRange = datePickerDefaults.yearRange,
    weekStartsOn = datePickerDefaults.weekStartsOn,
    menuOffset = datePickerDefaults.menuOffset,
    menuHeight = datePickerDefaults.menuHeight,
    sixWeekCalendar = false,
    multiCalendars,
    rangeSeparator = datePickerDefaults.rangeSeparator,
    itemsPerRow = datePickerDefaults.itemsPerRow,
    timeFormat = datePickerDefaults.timeFormat,
    showSeconds = false,
    hourIncrement = datePickerDefaults.hourIncrement,
    minuteIncrement = datePickerDefaults.minuteIncrement,
    secondIncrement = datePickerDefaults.secondIncrement,
    swipeThreshold = datePickerDefaults.swipeThreshold,
    actionRow = false,
    texts: textsProp,
    ...rest
  } = props;
  const { mode = 'single', value, onChange, onApply, ...field } = rest;
  if (isListMode(mode) && !Array.isArray(value)) throw new Error(datePickerArrayError);

  const [open, setOpen] = useState(defaultOpen);
  // Whether the popover has replaced the plain button: from the first activation on (or at once, open).
  const [activated, setActivated] = useState(defaultOpen);
  const [pending, setPending] = useState<PickerValue | undefined>(undefined);
  // Now remounts the panel, so the calendar turns to the current month.
  const [panelKey, setPanelKey] = useState(0);
  const [openedAt] = useState(() => new Date());
  const today = todayProp ?? openedAt;
  const contentRef = useRef<HTMLDivElement>(null);
  const anchorRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const returnFocusToInput = useRef(false);

  const culture = calendarCultureOf(locale);
  const texts = { ...datePickerTexts[culture], ...textsProp };
  const valueOptions: ValueOptions = { rangeSeparator, weekStartsOn, timeFormat, withSeconds: showSeconds };
  const confirms = actionRow || mode === 'time';
  const shown = pending ?? value;

  // Spec §2: the calendar closes when the page scrolls (it would otherwise float away from its input).
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event.target instanceof Node && contentRef.current?.contains(event.target)) return;
      setOpen(false);
    };
    window.addEventListener('scroll', close, { capture: true, passive: true });
    return () => window.removeEventListener('scroll', close, { capture: true });
  }, [open]);

  const changeOpen = (next: boolean) => {
    setOpen(next);
    setPending(undefined);
  };

  const openCalendar = () => {
    if (activated) {
      changeOpen(true);
      return;
    }
    // In a transition React keeps the plain button on screen until the chunks are in, not a fallback.
    startTransition(() => {
      setActivated(true);
      changeOpen(true);
    });
  };

  const returnFocus = (event: Event) => {
    // After a value is applied, the claimant is back in the input that shows it; after Escape or
    // Cancel, Radix returns focus to the button that opened the calendar.
    if (!returnFocusToInput.current) return;
    returnFocusToInput.current = false;
    event.preventDefault();
    inputRef.current?.focus();
  };

  const report = (next: PickerValue) => {
    // The value's type follows the mode, which the props' union ties to onChange's.
    (onChange as (value: PickerValue) => void)(next);
    (onApply as ((value: PickerValue) => void) | undefined)?.(next);
  };

  const apply = (next: PickerValue) => {
    report(next);
    returnFocusToInput.current = true;
    changeOpen(false);
  };

  const pick = (next: PickerValue, done: boolean) => {
    if (confirms) setPending(next);
    else if (mode === 'multiple') report(next);
    else if (done) apply(next);
    else setPending(next);
  };

  const panel = (
    <DatePickerPanel
      mode={mode}
      shown={shown}
      onPick={pick}
      panelKey={panelKey}
      actions={
        confirms
          ? {
              onNow: (now) => {
                setPending(now);
                setPanelKey((key) => key + 1);
              },
              onCancel: () => changeOpen(false),
              onSelect: () => (pending === undefined ? changeOpen(false) : apply(pending)),
            }
          : undefined
      }
      fixedNow={todayProp}
      valueOptions={valueOptions}
      culture={culture}
      today={today}
      referenceDate={referenceDate}
      texts={texts}
      yearRange={yearRange}
      weekStartsOn={weekStartsOn}
      sixWeekCalendar={sixWeekCalendar}
      multiCalendars={multiCalendars}
      rangeSeparator={rangeSeparator}
      swipeThreshold={swipeThreshold}
      itemsPerRow={itemsPerRow}
      menuHeight={menuHeight}
      timeFormat={timeFormat}
      showSeconds={showSeconds}
      hourIncrement={hourIncrement}
      minuteIncrement={minuteIncrement}
      secondIncrement={secondIncrement}
    />
  );

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') onEnter?.();
    if (event.key === 'ArrowDown' && event.altKey) {
      // Alt+Down opens the calendar, as it opens a native date or select control.
      event.preventDefault();
      openCalendar();
    }
  };

  const placeholder = <CalendarButtonPlaceholder label={openCalendarLabel} disabled={disabled} onOpen={openCalendar} />;

  return (
    <Field {...field}>
      {(controlProps) => (
        <div ref={anchorRef} className={`${styles.group} ${holdsSeveralDates(mode) ? styles.wideGroup : ''}`}>
          {isListMode(mode) ? (
            <input
              {...controlProps}
              ref={inputRef}
              className={`${control} ${styles.input}`}
              type="text"
              readOnly
              value={(value as readonly string[]).join(mode === 'week' ? rangeSeparator : ', ')}
              onBlur={onBlur}
              onKeyDown={handleKeyDown}
              disabled={disabled}
            />
          ) : (
            <MaskedInputFromChunk
              definition={typedMask(mode, valueOptions)}
              controlProps={controlProps}
              getInputRef={inputRef}
              className={`${control} ${styles.input}`}
              type="text"
              value={String(value)}
              onChange={onChange as TypedValueProps['onChange']}
              onBlur={onBlur}
              onKeyDown={handleKeyDown}
              placeholder={typedMask(mode, valueOptions).placeholder}
              inputMode={typedMask(mode, valueOptions).inputMode}
              autoComplete={autoComplete}
              disabled={disabled}
            />
          )}
          <Suspense fallback={placeholder}>
            {activated ? (
              <DatePickerPopover
                open={open}
                onOpenChange={changeOpen}
                anchorRef={anchorRef}
                contentRef={contentRef}
                label={openCalendarLabel}
                classNames={styles}
                sideOffset={menuOffset}
                disabled={disabled}
                onCloseAutoFocus={returnFocus}
                loadingLabel={texts.loading}
              >
                {panel}
              </DatePickerPopover>
            ) : (
              placeholder
            )}
          </Suspense>
        </div>
      )}
    </Field>
  );
}
