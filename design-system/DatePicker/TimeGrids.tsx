import { ChoiceGrid, type ChoiceGridItem } from './ChoiceGrid.tsx';
import { formatPickerTime, parsePickerTime, type ClockTime } from './dateFormats.ts';
import type { DatePickerTexts, TimeFormat } from './datePickerSettings.ts';
import * as styles from './DatePickerPanel.css.ts';

export interface TimeGridsProps {
  /** The time shown as chosen, in `timeFormat`. */
  value: string;
  /** Called with the new time's text when any part is chosen. */
  onPick: (value: string) => void;
  timeFormat: TimeFormat;
  withSeconds: boolean;
  hourIncrement: number;
  minuteIncrement: number;
  secondIncrement: number;
  texts: DatePickerTexts;
  itemsPerRow: number;
  maxHeight: number;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** 0, step, 2·step… below `end`, as two-digit items. */
function steps(end: number, step: number, label: (value: number) => string = twoDigits): ChoiceGridItem[] {
  const items: ChoiceGridItem[] = [];
  for (let value = 0; value < end; value += Math.max(1, step))
    items.push({ value: String(value), label: label(value) });
  return items;
}

/**
 * Spec §9 time picker: grids of hours (every hour), minutes and optional seconds (every five), and
 * AM/PM on the 12-hour clock. Each choice changes one part of the time; the rest stays.
 */
export function TimeGrids({
  value,
  onPick,
  timeFormat,
  withSeconds,
  hourIncrement,
  minuteIncrement,
  secondIncrement,
  texts,
  itemsPerRow,
  maxHeight,
}: TimeGridsProps) {
  const time = parsePickerTime(value, timeFormat, withSeconds);
  const twelveHour = timeFormat === 'hh:mm aa';
  const afternoon = (time?.hours ?? 0) >= 12;
  const choose = (part: Partial<ClockTime>) =>
    onPick(formatPickerTime({ hours: 0, minutes: 0, seconds: 0, ...time, ...part }, timeFormat, withSeconds));
  const grid = { itemsPerRow, maxHeight, showLabel: true } as const;

  // The 12-hour clock lists 12, 1, … 11 and keeps the half of the day already chosen.
  const hours = steps(24, hourIncrement).filter((item) => !twelveHour || Number(item.value) < 12);
  const hourItems = twelveHour
    ? hours.map((item) => ({ value: item.value, label: twoDigits(Number(item.value) || 12) }))
    : hours;
  const hourValue = time ? String(twelveHour ? time.hours % 12 : time.hours) : undefined;

  return (
    <div className={`${styles.panel} ${styles.timeGrids}`}>
      <ChoiceGrid
        {...grid}
        label={texts.hours}
        items={hourItems}
        selected={hourValue}
        onChoose={(hour) => choose({ hours: Number(hour) + (twelveHour && afternoon ? 12 : 0) })}
        autoFocus
      />
      <ChoiceGrid
        {...grid}
        label={texts.minutes}
        items={steps(60, minuteIncrement)}
        selected={time ? String(time.minutes) : undefined}
        onChoose={(minutes) => choose({ minutes: Number(minutes) })}
      />
      {withSeconds ? (
        <ChoiceGrid
          {...grid}
          label={texts.seconds}
          items={steps(60, secondIncrement)}
          selected={time ? String(time.seconds) : undefined}
          onChoose={(seconds) => choose({ seconds: Number(seconds) })}
        />
      ) : null}
      {twelveHour ? (
        <ChoiceGrid
          {...grid}
          label={texts.meridiem}
          items={[
            { value: 'AM', label: 'AM' },
            { value: 'PM', label: 'PM' },
          ]}
          selected={time ? (afternoon ? 'PM' : 'AM') : undefined}
          onChoose={(half) => choose({ hours: ((time?.hours ?? 0) % 12) + (half === 'PM' ? 12 : 0) })}
        />
      ) : null}
    </div>
  );
}
