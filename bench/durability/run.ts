/**
 * Durability bench: `npx node bench/durability/run.ts [trials] [clients]` (100 trials of 12 claimants
 * by default). Each trial starts the real server on a fresh SQLite file and documents folder, files
 * Standard claims with documents from concurrent claimants (each with its own Idempotency-Key),
 * kills the server with SIGKILL after a random 50–2,000 ms of load, starts it again, retries every
 * unanswered submission with its key and checks every claim against what the claimants were told
 * (tests/helpers/crashTrial.ts). Prints one line per trial and the totals: trials, acknowledged,
 * lost, duplicated; exits 1 if any claim was lost, duplicated or half-stored, or a file orphaned.
 * The result also goes to bench/results/durability-<date>.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCrashTrial, type CrashTrialResult } from '#tests/helpers/crashTrial.ts';

const trials = Number(process.argv[2] ?? 100);
const clients = Number(process.argv[3] ?? 12);

const totals = {
  trials: 0,
  submissions: 0,
  acknowledged: 0,
  unanswered: 0,
  unansweredButFiled: 0,
  lost: 0,
  duplicated: 0,
  halfStored: 0,
  orphansLeft: 0,
  orphansSwept: 0,
};
const problems: string[] = [];
const started = Date.now();

for (let trial = 1; trial <= trials; trial += 1) {
  const killAfterMilliseconds = 50 + Math.random() * 1950;
  const result: CrashTrialResult = await runCrashTrial({ clients, killAfterMilliseconds });
  totals.trials += 1;
  for (const key of Object.keys(totals) as (keyof typeof totals)[]) if (key !== 'trials') totals[key] += result[key];
  problems.push(...result.problems.map((problem) => `trial ${trial}: ${problem}`));
  console.log(
    `trial ${trial}/${trials}: killed after ${Math.round(killAfterMilliseconds)} ms with ${result.inFlightAtKill} in flight; ` +
      `${result.submissions} submissions, ${result.acknowledged} acknowledged, ${result.unanswered} unanswered ` +
      `(${result.unansweredButFiled} filed before the kill), ${result.lost} lost, ${result.duplicated} duplicated, ` +
      `${result.halfStored} half-stored, ${result.orphansSwept} orphan files swept, ${result.orphansLeft} left`,
  );
}

console.log(
  `\ntrials ${totals.trials}, acknowledged ${totals.acknowledged}, lost ${totals.lost}, duplicated ${totals.duplicated}` +
    ` (submissions ${totals.submissions}, unanswered ${totals.unanswered} of which ${totals.unansweredButFiled} filed before the kill,` +
    ` half-stored ${totals.halfStored}, orphan files swept ${totals.orphansSwept}, left ${totals.orphansLeft};` +
    ` ${Math.round((Date.now() - started) / 1000)} s)`,
);
for (const problem of problems) console.log(problem);

const results = fileURLToPath(new URL('../results', import.meta.url));
mkdirSync(results, { recursive: true });
writeFileSync(
  join(results, `durability-${new Date().toISOString().slice(0, 10)}.json`),
  `${JSON.stringify({ ...totals, clients, problems }, null, 2)}\n`,
);
process.exit(totals.lost + totals.duplicated + totals.halfStored + totals.orphansLeft + problems.length === 0 ? 0 : 1);
