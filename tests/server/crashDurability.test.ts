import { describe, expect, it } from 'vitest';
import { runCrashTrial, type CrashTrialResult } from '#tests/helpers/crashTrial.ts';

/**
 * The real server killed with SIGKILL in the middle of concurrent submissions with documents, then
 * started again (tests/helpers/crashTrial.ts): no acknowledged claim may be lost or stored in part,
 * no attempt filed twice, and no file of a cut-short submission left behind. bench/durability runs
 * the same trial a hundred times and more.
 */
describe('a server killed in the middle of submissions', { timeout: 90_000 }, () => {
  const results: CrashTrialResult[] = [];

  it('acknowledged claims while under load, and was killed with requests in flight', async () => {
    for (const killAfterMilliseconds of [300, 900]) results.push(await runCrashTrial({ killAfterMilliseconds }));
    console.info(
      results
        .map(
          (result) =>
            `crash trial: ${result.submissions} submissions, ${result.acknowledged} acknowledged, ` +
            `${result.unanswered} unanswered (${result.unansweredButFiled} filed before the kill), ` +
            `${result.lost} lost, ${result.duplicated} duplicated, ${result.orphansSwept} orphan files swept`,
        )
        .join('\n'),
    );
    expect(results.map((result) => result.acknowledged > 0 && result.inFlightAtKill > 0)).toEqual([true, true]);
  });

  it('lost no acknowledged claim, its documents or their bytes', () => {
    expect(results.map((result) => result.lost)).toEqual([0, 0]);
  });

  it('filed no attempt twice, after retries with the same key', () => {
    expect(results.map((result) => result.duplicated)).toEqual([0, 0]);
  });

  it('shows nothing half-stored: no claim without its documents, no document row without its file', () => {
    expect(results.map((result) => result.halfStored)).toEqual([0, 0]);
  });

  it('left no orphan file after the restart', () => {
    expect(results.map((result) => result.orphansLeft)).toEqual([0, 0]);
  });

  it('met no other problem', () => {
    expect(results.flatMap((result) => result.problems)).toEqual([]);
  });
});
