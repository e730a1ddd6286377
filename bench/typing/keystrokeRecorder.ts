/**
 * What the typing bench reads in the page: each keystroke's keydown time, the Event Timing entries
 * of keyboard events (spec: their `duration` runs from the hardware timestamp to the next paint
 * after the handlers ran, rounded to 8 ms), and a frame-based measure of every keystroke beside it,
 * because Event Timing leaves out events shorter than its threshold (16 ms at the lowest).
 */
import type { Page } from '@playwright/test';

/** The lowest threshold Event Timing accepts: shorter events are not reported at all. */
export const eventTimingThresholdMilliseconds = 16;

/** The event types a keystroke in a text input dispatches and Event Timing reports. */
const keyboardEventTypes = ['keydown', 'keypress', 'beforeinput', 'input', 'keyup'];

export interface RecordedKeystroke {
  /** The key, e.g. "a", "Tab", "Control", or "Control+a" for a shortcut. */
  key: string;
  /** The keydown's timeStamp: the hardware timestamp Event Timing measures from. */
  startTime: number;
  /** From the hardware timestamp to a task queued in the frame after the keydown: the whole frame's main-thread work. */
  frameMilliseconds: number | null;
}

export interface RecordedEventEntry {
  name: string;
  startTime: number;
  duration: number;
}

export interface Recording {
  keystrokes: RecordedKeystroke[];
  entries: RecordedEventEntry[];
}

interface RecorderState extends Recording {
  recording: boolean;
}

/** The page's recorder, on the document the page holds now. */
function installRecorder({ threshold, eventTypes }: { threshold: number; eventTypes: string[] }) {
  const holder = window as unknown as { claimkitKeystrokes?: RecorderState };
  if (holder.claimkitKeystrokes) return;
  const state: RecorderState = { recording: false, keystrokes: [], entries: [] };
  holder.claimkitKeystrokes = state;
  // Capture phase on the document: it runs before the page's own handlers of the same keydown.
  document.addEventListener(
    'keydown',
    (event) => {
      if (!state.recording) return;
      const key = (event.ctrlKey || event.metaKey) && event.key.length === 1 ? `Control+${event.key}` : event.key;
      const keystroke: RecordedKeystroke = { key, startTime: event.timeStamp, frameMilliseconds: null };
      state.keystrokes.push(keystroke);
      // A message posted from the next animation frame runs once that frame's rendering is done.
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          keystroke.frameMilliseconds = performance.now() - keystroke.startTime;
        };
        channel.port2.postMessage(null);
      });
    },
    { capture: true },
  );
  new PerformanceObserver((list) => {
    if (!state.recording) return;
    for (const entry of list.getEntries())
      if (eventTypes.includes(entry.name))
        state.entries.push({ name: entry.name, startTime: entry.startTime, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: threshold, buffered: true } as PerformanceObserverInit);
}

/**
 * Installs the recorder in the page's document. Once the page to measure is open: the app changes
 * steps without loading a document, and setContent's document.open would drop listeners added earlier.
 */
export async function installKeystrokeRecorder(page: Page): Promise<void> {
  await page.evaluate(installRecorder, { threshold: eventTimingThresholdMilliseconds, eventTypes: keyboardEventTypes });
}

/** Waits until the page has painted a frame and is idle again, so earlier work does not count. */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve(), 50))),
      ),
  );
}

/** Starts recording afresh: what was typed before (logging in, warming up) is dropped. */
export async function startRecording(page: Page): Promise<void> {
  await installKeystrokeRecorder(page);
  await settled(page);
  await page.evaluate(() => {
    const state = (window as unknown as { claimkitKeystrokes: RecorderState }).claimkitKeystrokes;
    state.keystrokes = [];
    state.entries = [];
    state.recording = true;
  });
}

/**
 * Stops recording and returns it. Event Timing entries come a while after their frame is shown (on
 * a busy machine, seconds): it waits until every keystroke has its frame measure and no entry has
 * come for a second, 30 s at most.
 */
export async function stopRecording(page: Page): Promise<Recording> {
  await settled(page);
  const quietMilliseconds = 1000;
  const deadline = Date.now() + 30_000;
  let count = -1;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    const now = await page.evaluate(() => {
      const state = (window as unknown as { claimkitKeystrokes: RecorderState }).claimkitKeystrokes;
      return {
        entries: state.entries.length,
        framesPending: state.keystrokes.some((keystroke) => keystroke.frameMilliseconds === null),
      };
    });
    if (now.entries !== count || now.framesPending) {
      count = now.entries;
      quietSince = Date.now();
    } else if (Date.now() - quietSince >= quietMilliseconds) break;
    await page.waitForTimeout(250);
  }
  return page.evaluate(() => {
    const state = (window as unknown as { claimkitKeystrokes: RecorderState }).claimkitKeystrokes;
    state.recording = false;
    return { keystrokes: state.keystrokes, entries: state.entries };
  });
}
