/** Spec §9, "Date picker": the defaults of every setting the DatePicker takes as a prop. */
export const datePickerDefaults = {
  /** The years the calendar offers. */
  yearRange: { first: 1900, last: 2100 },
  /** Day 1, Monday (0 would be Sunday). */
  weekStartsOn: 1,
  /** Pixels between the input and the calendar menu. */
  menuOffset: 10,
  /** Pixels: the height of the month, year and time grids, which scroll beyond it. */
  menuHeight: 255,
  /** Months shown side by side when multiCalendars is switched on without a number. */
  multiCalendars: 2,
  /** Between the two dates of a typed range, e.g. 03/09/2026 - 03/15/2026. */
  rangeSeparator: ' - ',
  /** Items per row of the month, year and time grids. */
  itemsPerRow: 3,
  /** The 24-hour clock. */
  timeFormat: 'HH:mm',
  hourIncrement: 1,
  minuteIncrement: 5,
  secondIncrement: 5,
  /** Pixels a touch must move sideways before it turns the month. */
  swipeThreshold: 10,
} as const;

/** The clocks of spec §5: 24-hour (the default) or 12-hour with AM/PM. */
export type TimeFormat = 'HH:mm' | 'hh:mm aa';

/** A first day of the week, 0 (Sunday) to 6 (Saturday). */
export type WeekDay = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** The first and last year a picker offers. */
export interface YearRange {
  first: number;
  last: number;
}

/** The picker's own texts, already translated: the action row (spec §9 presets) and the grids' names. */
export interface DatePickerTexts {
  /** Applies the pending value. */
  select: string;
  /** Closes without change. */
  cancel: string;
  /** Sets the current date or time. */
  now: string;
  hours: string;
  minutes: string;
  seconds: string;
  /** The name of the AM/PM grid of the 12-hour clock. */
  meridiem: string;
  months: string;
  years: string;
  /** The name of the month grid's year chooser. */
  year: string;
  /** Read by screen readers while the calendar's chunk loads. */
  loading: string;
}

/** Texts for the cultures the calendar speaks; English holds spec §9's presets Select, Cancel, Now. */
export const datePickerTexts: Record<'en' | 'es', DatePickerTexts> = {
  en: {
    select: 'Select',
    cancel: 'Cancel',
    now: 'Now',
    hours: 'Hours',
    minutes: 'Minutes',
    seconds: 'Seconds',
    meridiem: 'AM or PM',
    months: 'Months',
    years: 'Years',
    year: 'Year',
    loading: 'Loading',
  },
  es: {
    select: 'Seleccionar',
    cancel: 'Cancelar',
    now: 'Ahora',
    hours: 'Horas',
    minutes: 'Minutos',
    seconds: 'Segundos',
    meridiem: 'a. m. o p. m.',
    months: 'Meses',
    years: 'Años',
    year: 'Año',
    loading: 'Cargando',
  },
};

/** How many months to show side by side for a multiCalendars setting. */
export function monthsShown(multiCalendars: boolean | number | undefined): number {
  if (multiCalendars === true) return datePickerDefaults.multiCalendars;
  if (typeof multiCalendars === 'number' && multiCalendars >= 1) return Math.floor(multiCalendars);
  return 1;
}

/** The calendar culture of a culture name: `es`, `es-MX` … speak Spanish; anything else English. */
export function calendarCultureOf(locale: string): keyof typeof datePickerTexts {
  return locale.toLowerCase().startsWith('es') ? 'es' : 'en';
}
