import { ChoiceGrid } from './ChoiceGrid.tsx';
import { parsePickerYear } from './dateFormats.ts';
import type { DatePickerTexts, YearRange } from './datePickerSettings.ts';
import * as styles from './DatePickerPanel.css.ts';

export interface YearGridProps {
  /** The year shown as chosen, yyyy. */
  value: string;
  onPick: (value: string) => void;
  today: Date;
  yearRange: YearRange;
  texts: DatePickerTexts;
  itemsPerRow: number;
  maxHeight: number;
}

/** Spec §9 year picker: the years of the range, three to a row, scrolling within the menu height. */
export function YearGrid({ value, onPick, today, yearRange, texts, itemsPerRow, maxHeight }: YearGridProps) {
  const chosen = parsePickerYear(value, yearRange);
  const years = Array.from({ length: yearRange.last - yearRange.first + 1 }, (_, index) => {
    const year = String(yearRange.first + index);
    return { value: year, label: year };
  });
  return (
    <div className={styles.panel}>
      <ChoiceGrid
        label={texts.years}
        items={years}
        selected={chosen === undefined ? undefined : String(chosen)}
        initialValue={String(today.getFullYear())}
        onChoose={onPick}
        itemsPerRow={itemsPerRow}
        maxHeight={maxHeight}
        autoFocus
      />
    </div>
  );
}
