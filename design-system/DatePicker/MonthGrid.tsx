import { format, type Locale } from 'date-fns';
import { useId, useState } from 'react';
import { ChoiceGrid } from './ChoiceGrid.tsx';
import { formatPickerDate, parsePickerMonth } from './dateFormats.ts';
import type { DatePickerTexts, YearRange } from './datePickerSettings.ts';
import * as styles from './DatePickerPanel.css.ts';

export interface MonthGridProps {
  /** The month shown as chosen, MM/yyyy. */
  value: string;
  onPick: (value: string) => void;
  today: Date;
  yearRange: YearRange;
  locale: Locale;
  texts: DatePickerTexts;
  itemsPerRow: number;
  maxHeight: number;
}

/** Spec §9 month picker: a year chooser over the twelve months, three to a row. */
export function MonthGrid({ value, onPick, today, yearRange, locale, texts, itemsPerRow, maxHeight }: MonthGridProps) {
  const chosen = parsePickerMonth(value, yearRange);
  const [year, setYear] = useState(() =>
    Math.min(yearRange.last, Math.max(yearRange.first, (chosen ?? today).getFullYear())),
  );
  const yearId = useId();
  const years = Array.from({ length: yearRange.last - yearRange.first + 1 }, (_, index) => yearRange.first + index);
  const months = Array.from({ length: 12 }, (_, month) => {
    const date = new Date(year, month, 1);
    // The whole name shows, so it is the accessible name too (WCAG 2.5.3); the grid's name gives the year.
    return { value: formatPickerDate(date, 'month'), label: format(date, 'LLLL', { locale }) };
  });
  return (
    <div className={styles.panel}>
      <div className={styles.panelHeader}>
        <label htmlFor={yearId}>{texts.year}</label>
        <select
          id={yearId}
          className={styles.yearSelect}
          value={year}
          onChange={(event) => setYear(Number(event.target.value))}
        >
          {years.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      <ChoiceGrid
        label={`${texts.months} ${year}`}
        items={months}
        selected={chosen ? formatPickerDate(chosen, 'month') : undefined}
        initialValue={formatPickerDate(new Date(year, today.getMonth(), 1), 'month')}
        onChoose={onPick}
        itemsPerRow={itemsPerRow}
        maxHeight={maxHeight}
        autoFocus
      />
    </div>
  );
}
