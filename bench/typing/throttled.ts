/**
 * Typing in a table of vehicles on a slow device: `node bench/typing/throttled.ts [--keystrokes 120]
 * [--rows 50] [--cpu 4] [--rounds 2]`.
 *
 * Keystroke-to-paint time in Debian's Chromium with the CPU slowed 4× (Chrome DevTools Protocol's
 * Emulation.setCPUThrottlingRate, set once the vehicles step has shown, so only the typing is
 * slowed), against the real server on the demo settlement: the Automotive vehicles table of a
 * fleet owner holding 50 rows, against the same table holding 1 row, retyping the VIN, a date and
 * the repair cost (of rows 40 and 2, and of the one row). The figure that counts is the 50-row
 * table's p95 (target 50 ms) and its ratio to the 1-row table's, measured in the same run, in
 * turns (1 row, 50 rows, 1 row, 50 rows…), as the machine is shared and noisy. The table is a wide
 * screen's layout (1280 px); on a phone the vehicles are cards. With BENCH_RESULT_FILE set, the
 * figures are also written there as JSON; the exit code stays 0.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';
import { freePort, startClaimkitServer } from '../server/claimkitServer.ts';
import { importFleetOwner } from './fleetOwner.ts';
import type { KeystrokeFigures, MeasuredKeystroke } from './keystrokeFigures.ts';
import { eventTimingThresholdMilliseconds } from './keystrokeRecorder.ts';
import { caseFiguresOf, measureTyping, ratio, withPage } from './measureTyping.ts';
import { keyDelayMilliseconds, openFleetVehicles, vehicleRowFields } from './typingCases.ts';
import { chromiumArgs, chromiumPath } from '#tests/helpers/chromium.ts';

const { values: options } = parseArgs({
  options: {
    keystrokes: { type: 'string', default: '120' },
    rows: { type: 'string', default: '50' },
    cpu: { type: 'string', default: '4' },
    rounds: { type: 'string', default: '2' },
  },
});
const keystrokesPerRound = Number(options.keystrokes);
const rows = Number(options.rows);
const cpuThrottling = Number(options.cpu);
const rounds = Number(options.rounds);
const targetMilliseconds = 50;

/** Slows the page's CPU as DevTools' "4× slowdown" does. */
async function throttle(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottling });
}

/** A server whose fleet owner's notice lists `vehicles` vehicles, for as long as `use` runs. */
async function withFleet<Result>(vehicles: number, use: (url: string) => Promise<Result>): Promise<Result> {
  const directory = mkdtempSync(join(tmpdir(), 'claimkit-bench-throttled-'));
  try {
    // The ports 5200–5260, as the other typing bench: the two do not run at once.
    const environment = { directory, port: await freePort(5200, 5260), pinPepper: 'bench-pepper-not-secret' };
    importFleetOwner(environment, vehicles);
    const server = await startClaimkitServer(environment);
    try {
      return await use(server.url);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

/** One round of typing in the table of `vehicles` rows, throttled: rows `vehicles - 10` and 2, or the one row. */
async function typeInTable(browser: Browser, url: string, vehicles: number): Promise<MeasuredKeystroke[]> {
  return withPage(browser, url, async (page) => {
    await openFleetVehicles(page, vehicles);
    await throttle(page);
    const typedRows = vehicles > 10 ? [vehicles - 10, 2] : [1];
    const keystrokes: MeasuredKeystroke[] = [];
    for (const row of typedRows)
      keystrokes.push(
        ...(await measureTyping(page, vehicleRowFields(page, row), keystrokesPerRound / typedRows.length)),
      );
    return keystrokes;
  });
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  console.log(
    `Chromium ${browser.version()}, headless, CPU ${cpuThrottling}× slowed; ${keystrokesPerRound} keystrokes a round, ` +
      `${rounds} rounds a table, ${keyDelayMilliseconds} ms between key down, key up and the next key.`,
  );
  const typed: Record<'one' | 'many', MeasuredKeystroke[]> = { one: [], many: [] };
  await withFleet(1, async (oneUrl) =>
    withFleet(rows, async (manyUrl) => {
      for (let round = 0; round < rounds; round += 1) {
        typed.one.push(...(await typeInTable(browser, oneUrl, 1)));
        typed.many.push(...(await typeInTable(browser, manyUrl, rows)));
      }
    }),
  );
  const one = caseFiguresOf(typed.one);
  const many = caseFiguresOf(typed.many);
  const line = (label: string, part: KeystrokeFigures) =>
    `  ${label.padEnd(11)} ${String(part.keystrokes).padStart(4)} keys | Event Timing p50 ${part.eventTiming.p50} p95 ${part.eventTiming.p95} max ${part.eventTiming.max} ms | ` +
    `frame p50 ${part.frame.p50} p95 ${part.frame.p95} max ${part.frame.max} ms`;
  for (const [name, figures] of [
    ['Table of 1 row (the baseline)', one],
    [`Table of ${rows} rows`, many],
  ] as const) {
    console.log(`\n${name}`);
    console.log(line('all keys', figures));
    console.log(line('characters', figures.characters));
    console.log(line('Tab', figures.tabs));
  }
  const ratioToOneRow = {
    eventTiming: ratio(many.eventTiming.p95, one.eventTiming.p95),
    frame: ratio(many.frame.p95, one.frame.p95),
  };
  const targetHolds = many.eventTiming.p95 <= targetMilliseconds;
  console.log(
    `\n${rows} rows to 1 row at p95: ${ratioToOneRow.eventTiming} × (Event Timing), ${ratioToOneRow.frame} × (frame). ` +
      `Target p95 ≤ ${targetMilliseconds} ms with ${rows} rows: ${targetHolds ? 'holds' : `MISSED (${many.eventTiming.p95} ms)`}.`,
  );
  console.log(
    `A key without an Event Timing entry took under ${eventTimingThresholdMilliseconds} ms and counts as ${eventTimingThresholdMilliseconds} ms.`,
  );
  if (process.env.BENCH_RESULT_FILE)
    writeFileSync(
      process.env.BENCH_RESULT_FILE,
      `${JSON.stringify(
        {
          summary: `p95 keystroke-to-paint at ${cpuThrottling}× CPU: ${rows} rows ${many.eventTiming.p95} ms, 1 row ${one.eventTiming.p95} ms (target ${targetMilliseconds} ms)`,
          browser: `Chromium ${browser.version()}, headless`,
          cpuThrottling,
          keyDelayMilliseconds,
          eventTimingThresholdMilliseconds,
          targetMilliseconds,
          rows,
          rounds,
          oneRow: one,
          manyRows: many,
          ratioToOneRow,
          targetHolds,
        },
        null,
        2,
      )}\n`,
    );
} finally {
  await browser.close();
}
