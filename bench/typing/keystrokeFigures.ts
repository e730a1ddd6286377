/**
 * Figures of recorded typing: per keystroke the longest Event Timing duration of its events (keydown
 * to keyup), and the frame-based measure beside it, each as p50, p95 and max.
 */
import { eventTimingThresholdMilliseconds, type Recording } from './keystrokeRecorder.ts';

/** One keystroke as measured. */
export interface MeasuredKeystroke {
  key: string;
  /** The longest Event Timing duration of its events; null when none reached the threshold. */
  eventTiming: number | null;
  /** From the hardware timestamp to a task run after the next frame; null if that never ran. */
  frame: number | null;
}

export interface Distribution {
  p50: number;
  p95: number;
  max: number;
}

export interface KeystrokeFigures {
  keystrokes: number;
  /** Keystrokes with an Event Timing entry: the others took less than the threshold. */
  reportedByEventTiming: number;
  /**
   * Event Timing per keystroke, a keystroke without an entry counted as the threshold (an upper
   * bound: it took less). A figure equal to the threshold means "at most that".
   */
  eventTiming: Distribution;
  /** The frame-based measure, which every keystroke has. */
  frame: Distribution;
}

/**
 * The keystrokes of a recording with their Event Timing duration: the longest of the entries that
 * started at or after the keystroke's keydown and before the next keystroke's (keydown, keypress,
 * input and keyup of one key).
 */
export function measuredKeystrokesOf(recording: Recording): MeasuredKeystroke[] {
  const starts = recording.keystrokes.map((keystroke) => keystroke.startTime);
  const longest: (number | null)[] = starts.map(() => null);
  for (const entry of recording.entries) {
    let owner = -1;
    for (let index = 0; index < starts.length && starts[index]! <= entry.startTime; index += 1) owner = index;
    if (owner >= 0) longest[owner] = Math.max(longest[owner] ?? 0, entry.duration);
  }
  return recording.keystrokes.map((keystroke, index) => ({
    key: keystroke.key,
    eventTiming: longest[index] ?? null,
    frame: keystroke.frameMilliseconds,
  }));
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
}

function distributionOf(values: readonly number[]): Distribution {
  const sorted = [...values].sort((left, right) => left - right);
  const round = (value: number) => Math.round(value * 10) / 10;
  return { p50: round(percentile(sorted, 0.5)), p95: round(percentile(sorted, 0.95)), max: round(sorted.at(-1) ?? 0) };
}

export function keystrokeFiguresOf(keystrokes: readonly MeasuredKeystroke[]): KeystrokeFigures {
  return {
    keystrokes: keystrokes.length,
    reportedByEventTiming: keystrokes.filter((keystroke) => keystroke.eventTiming !== null).length,
    eventTiming: distributionOf(
      keystrokes.map((keystroke) => keystroke.eventTiming ?? eventTimingThresholdMilliseconds),
    ),
    frame: distributionOf(keystrokes.flatMap((keystroke) => keystroke.frame ?? [])),
  };
}

/** Which kind of key: a character typed into the field, the Tab that leaves it, or another (select all). */
export function keyKindOf(key: string): 'character' | 'tab' | 'other' {
  if (key === 'Tab') return 'tab';
  return key.length === 1 ? 'character' : 'other';
}
