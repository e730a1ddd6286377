/**
 * Measuring keystrokes, shared by the typing benches: a page of its own per case, a warm-up, then
 * each keystroke's Event Timing and frame figures, for all keys, the characters and the Tabs.
 */
import type { Browser, Page } from '@playwright/test';
import {
  keyKindOf,
  keystrokeFiguresOf,
  measuredKeystrokesOf,
  type KeystrokeFigures,
  type MeasuredKeystroke,
} from './keystrokeFigures.ts';
import { startRecording, stopRecording } from './keystrokeRecorder.ts';
import { retypeFields, type Retyping } from './typingCases.ts';

/** Warms the page up on the first field (code paths compiled, lazy chunks loaded), then records the typing. */
export async function measureTyping(
  page: Page,
  fields: readonly Retyping[],
  keystrokes: number,
): Promise<MeasuredKeystroke[]> {
  await retypeFields(page, fields.slice(0, 1), 1);
  await startRecording(page);
  await retypeFields(page, fields, keystrokes);
  return measuredKeystrokesOf(await stopRecording(page));
}

/** A fresh context and page for one case, 1280 × 900 unless a viewport is given. */
export async function withPage<Result>(
  browser: Browser,
  baseURL: string,
  use: (page: Page) => Promise<Result>,
  viewport = { width: 1280, height: 900 },
) {
  const context = await browser.newContext({ baseURL, viewport });
  try {
    return await use(await context.newPage());
  } finally {
    await context.close();
  }
}

export interface CaseFigures extends KeystrokeFigures {
  /** The same figures for the characters typed, and for the Tabs that leave a field (committing its text). */
  characters: KeystrokeFigures;
  tabs: KeystrokeFigures;
  /** p95 over the baseline's p95: Event Timing (floored at the threshold) and the frame measure. */
  ratioToBaseline?: { eventTiming: number; frame: number };
  targetHolds?: boolean;
}

export function caseFiguresOf(keystrokes: readonly MeasuredKeystroke[]): CaseFigures {
  return {
    ...keystrokeFiguresOf(keystrokes),
    characters: keystrokeFiguresOf(keystrokes.filter((keystroke) => keyKindOf(keystroke.key) === 'character')),
    tabs: keystrokeFiguresOf(keystrokes.filter((keystroke) => keyKindOf(keystroke.key) === 'tab')),
  };
}

export const ratio = (value: number, baseline: number) => Math.round((value / baseline) * 100) / 100;
