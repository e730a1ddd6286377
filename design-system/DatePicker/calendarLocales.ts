import { format } from 'date-fns';
import type { Modifiers } from 'react-day-picker';
import { enUS } from 'react-day-picker/locale/en-US';
import { es } from 'react-day-picker/locale/es';

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

/** The cultures the calendar speaks: date-fns locales with react-day-picker's translated labels. */
export const calendarLocales = { en: english, es } as const;
