import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import * as styles from './DatePickerPanel.css.ts';

export interface ChoiceGridItem {
  /** What choosing the item reports. */
  value: string;
  /** The text shown, which is its accessible name too: "March", "05". */
  label: string;
}

export interface ChoiceGridProps {
  /** The group's accessible name, e.g. "Hours". */
  label: string;
  /** Shown above the grid when given (the time grids); otherwise the name is for screen readers only. */
  showLabel?: boolean | undefined;
  items: readonly ChoiceGridItem[];
  /** The value shown as chosen (aria-pressed). */
  selected: string | undefined;
  /** Where keyboard focus starts when nothing is chosen, e.g. the current year. */
  initialValue?: string | undefined;
  onChoose: (value: string) => void;
  /** Items per row (spec §9: 3). */
  itemsPerRow: number;
  /** Pixels; the grid scrolls beyond it (spec §9: 255). */
  maxHeight: number;
  /** Focus the chosen (or initial) item when the grid appears. */
  autoFocus?: boolean | undefined;
}

/** The focus moves of the arrow keys, Home and End in a grid of `itemsPerRow` columns. */
function nextIndex(key: string, index: number, count: number, itemsPerRow: number): number | undefined {
  const moves: Record<string, number> = {
    ArrowLeft: index - 1,
    ArrowRight: index + 1,
    ArrowUp: index - itemsPerRow,
    ArrowDown: index + itemsPerRow,
    Home: 0,
    End: count - 1,
  };
  const next = moves[key];
  return next === undefined ? undefined : Math.min(count - 1, Math.max(0, next));
}

/**
 * A grid of toggle buttons (months, years, hours…) with one tab stop: the arrow keys move focus by
 * item and by row, Enter or Space chooses. Radix has no two-dimensional roving focus (ToggleGroup
 * moves in one line only), so the few lines of it are here.
 */
export function ChoiceGrid({
  label,
  showLabel,
  items,
  selected,
  initialValue,
  onChoose,
  itemsPerRow,
  maxHeight,
  autoFocus,
}: ChoiceGridProps) {
  const startIndex = Math.max(
    0,
    items.findIndex((item) => item.value === (selected ?? initialValue)),
  );
  const [focusIndex, setFocusIndex] = useState(startIndex);
  const gridRef = useRef<HTMLDivElement>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const labelId = useId();

  useEffect(() => {
    // Scroll the grid itself to show the start item, centred. Never the page: the popover may not be
    // in place yet when this runs, so letting focus() scroll would move the page by a varying amount.
    const [grid, start] = [gridRef.current, buttons.current[startIndex]];
    if (grid && start) grid.scrollTop = Math.max(0, start.offsetTop - (grid.clientHeight - start.offsetHeight) / 2);
    if (autoFocus) start?.focus({ preventScroll: true });
    // Only when the grid appears: later focus follows the keyboard.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = nextIndex(event.key, index, items.length, itemsPerRow);
    if (next === undefined) return;
    event.preventDefault();
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };

  return (
    <div className={styles.choiceGridBlock}>
      {showLabel ? (
        <p id={labelId} className={styles.choiceGridLabel}>
          {label}
        </p>
      ) : null}
      <div
        ref={gridRef}
        role="group"
        {...(showLabel ? { 'aria-labelledby': labelId } : { 'aria-label': label })}
        className={styles.choiceGrid}
        style={{ gridTemplateColumns: `repeat(${itemsPerRow}, minmax(2.75rem, 1fr))`, maxHeight }}
      >
        {items.map((item, index) => (
          <button
            key={item.value}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            className={styles.choice}
            aria-pressed={item.value === selected}
            tabIndex={index === focusIndex ? 0 : -1}
            onFocus={() => setFocusIndex(index)}
            onKeyDown={(event) => handleKeyDown(event, index)}
            onClick={() => onChoose(item.value)}
          >
            {item.label}
          </button>
        ))}
      </div>
    </div>
  );
}
