import * as Popover from '@radix-ui/react-popover';
import { endOfWeek, format, startOfWeek } from 'date-fns';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { DayPicker, type Modifiers } from 'react-day-picker';
import { enUS } from 'react-day-picker/locale/en-US';
import { es } from 'react-day-picker/locale/es';
import 'react-day-picker/style.css';
import { Field, type FieldBaseProps } from '../Field/Field.tsx';
import { control } from '../Field/Field.css.ts';
import { Icon } from '../Icon/Icon.tsx';
import { MaskedInput } from '../TextInput/TextInput.tsx';
import { masks } from '../TextInput/masks.ts';
import { dateRangeSeparator, datePickerYearRange, formatPickerDate, parsePickerDate } from './dateFormats.ts';
import * as styles from './DatePicker.css.ts';

/** Spec §9: the week starts on day 1, Monday. */
const weekStartsOn = 1;

/**
 * English day names without the ordinal: "Saturday, February 6, 2021", not "February 6th", so the
 * number shown on the button is part of its name (WCAG 2.5.3, label in name). Spanish already reads
 * "sábado, 6 de febrero de 2021".
 */
const english = {
  ...enUS,
  labels: {
    ...enUS.labels,
    labelDayButton: (date: Date, modifiers: Modifiers) => {
      let label = format(date, 'EEEE, MMMM d, yyyy', { locale: enUS });
      if (modifiers.today) label = `Today, ${label}`;
      if (modifiers.selected) label = `${label}, selected`;
      return label;
    },
  },
};

/** The cultures the calendar speaks (date-fns locales with react-day-picker's translated labels). */
const locales = { en: english, es } as const;

/** Spec §8: the internal error for a multi-date or week value that is not a list. */
export const datePickerArrayError = 'date-picker multi-dates or week-picker value must be an array';

interface DatePickerCommonProps extends FieldBaseProps {
  /** The culture of month and day names and of the calendar's labels: `en` (default) or `es`. */
  locale?: string | undefined;
  /** The accessible name of the button that opens the calendar, already translated, e.g. "Choose date". */
  openCalendarLabel: string;
  /** Today, for the calendar's today marker and first month; fixed in stories and tests. Now by default. */
  today?: Date | undefined;
  /** Always show six weeks, so the calendar keeps its height from month to month (spec §9). */
  sixWeekCalendar?: boolean | undefined;
  /** Called when the text input loses focus. */
  onBlur?: (() => void) | undefined;
  /** Called when the claimant presses Enter in the text input. */
  onEnter?: (() => void) | undefined;
  /** Open at first render (stories and screenshots). */
  defaultOpen?: boolean | undefined;
  /** Shown but not operable. */
  disabled?: boolean | undefined;
}

interface SingleDateProps {
  /** One day, typed or picked. */
  selection?: 'single' | undefined;
  /** The text, mm/dd/yyyy as typed under the date mask. */
  value: string;
  /** Called with the text on every keystroke and when a day is picked. */
  onChange: (value: string) => void;
}

interface DateListProps {
  /** Several days (`multiple`), or the Monday-to-Sunday week of the day picked (`week`). */
  selection: 'multiple' | 'week';
  /** The days, each MM/dd/yyyy; for a week its first and last day. Must be a list (spec §8). */
  value: readonly string[];
  /** Called with the new list when a day is picked. */
  onChange: (value: string[]) => void;
}

export type DatePickerProps = DatePickerCommonProps & (SingleDateProps | DateListProps);

/** The props of a picker of one day (the usual case). */
export type SingleDatePickerProps = DatePickerCommonProps & SingleDateProps;

/**
 * A date typed as mm/dd/yyyy under the date mask, or picked from a calendar (react-day-picker in a
 * Radix popover). Spec §2 and §9: applies on selection, closes on scroll, years 1900–2100 in
 * dropdown captions, weeks from Monday, optional six-week calendar, localised.
 */
export function DatePicker(props: DatePickerProps) {
  const {
    locale = 'en',
    openCalendarLabel,
    today: todayProp,
    sixWeekCalendar,
    onBlur,
    onEnter,
    defaultOpen = false,
    disabled,
    ...rest
  } = props;
  const { selection = 'single', value, onChange, ...field } = rest;
  if (selection !== 'single' && !Array.isArray(value)) throw new Error(datePickerArrayError);

  const [open, setOpen] = useState(defaultOpen);
  const [openedAt] = useState(() => new Date());
  const today = todayProp ?? openedAt;
  const contentRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

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

  const dates = (Array.isArray(value) ? value : [value])
    .map((text) => parsePickerDate(String(text), today))
    .filter((date): date is Date => date !== undefined);
  const month = dates[0] ?? today;

  const applyAndClose = () => {
    setOpen(false);
    inputRef.current?.focus();
  };

  const calendar = {
    locale: locales[locale.toLowerCase().startsWith('es') ? 'es' : 'en'],
    weekStartsOn,
    fixedWeeks: Boolean(sixWeekCalendar),
    showOutsideDays: true,
    captionLayout: 'dropdown',
    startMonth: new Date(datePickerYearRange.first, 0),
    endMonth: new Date(datePickerYearRange.last, 11),
    defaultMonth: month,
    today,
    autoFocus: true,
    className: styles.calendar,
  } as const;

  const picker =
    selection === 'single' ? (
      <DayPicker
        {...calendar}
        mode="single"
        selected={dates[0]}
        onSelect={(date) => {
          if (!date) return;
          (onChange as SingleDateProps['onChange'])(formatPickerDate(date));
          applyAndClose();
        }}
      />
    ) : selection === 'multiple' ? (
      <DayPicker
        {...calendar}
        mode="multiple"
        selected={dates}
        onSelect={(picked) => (onChange as DateListProps['onChange'])((picked ?? []).map((d) => formatPickerDate(d)))}
      />
    ) : (
      <DayPicker
        {...calendar}
        mode="range"
        selected={dates[0] ? { from: dates[0], to: dates[1] ?? dates[0] } : undefined}
        onSelect={(_range, day) => {
          const week = [startOfWeek(day, { weekStartsOn }), endOfWeek(day, { weekStartsOn })];
          (onChange as DateListProps['onChange'])(week.map((d) => formatPickerDate(d)));
          applyAndClose();
        }}
      />
    );

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') onEnter?.();
    if (event.key === 'ArrowDown' && event.altKey) {
      // Alt+Down opens the calendar, as it opens a native date or select control.
      event.preventDefault();
      setOpen(true);
    }
  };

  return (
    <Field {...field}>
      {(controlProps) => (
        <Popover.Root open={open} onOpenChange={setOpen}>
          <Popover.Anchor className={styles.group}>
            {selection === 'single' ? (
              <MaskedInput
                definition={masks.date}
                controlProps={controlProps}
                getInputRef={inputRef}
                className={`${control} ${styles.input}`}
                type="text"
                value={String(value)}
                onChange={onChange as SingleDateProps['onChange']}
                onBlur={onBlur}
                onKeyDown={handleKeyDown}
                placeholder={masks.date.placeholder}
                inputMode="numeric"
                autoComplete="off"
                disabled={disabled}
              />
            ) : (
              <input
                {...controlProps}
                ref={inputRef}
                className={`${control} ${styles.input}`}
                type="text"
                readOnly
                value={(value as readonly string[]).join(selection === 'week' ? dateRangeSeparator : ', ')}
                onBlur={onBlur}
                onKeyDown={handleKeyDown}
                disabled={disabled}
              />
            )}
            <Popover.Trigger className={styles.trigger} aria-label={openCalendarLabel} disabled={disabled}>
              <Icon name="chevron-down" />
            </Popover.Trigger>
          </Popover.Anchor>
          <Popover.Portal>
            <Popover.Content
              ref={contentRef}
              className={styles.popover}
              align="start"
              // Spec §9: menu offset 10.
              sideOffset={10}
              aria-label={openCalendarLabel}
              // The calendar focuses the chosen day (or today) itself.
              onOpenAutoFocus={(event) => event.preventDefault()}
            >
              {picker}
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      )}
    </Field>
  );
}
