/**
 * Abuse bench: `node bench/abuse/run.ts [--seconds 15] [--attackers 5]`.
 *
 * Starts the real server (`node server/main.ts`) on a fresh SQLite file with the captcha on (the
 * local fake provider of tests/helpers/fakeProviders, on a thread of its own) and 400 synthetic
 * members. One claimant, on a thread of its own (claimantThread.ts), signs in and files a Standard
 * claim again and again, each time from another loopback address, timing authorize and submit. The
 * attackers run on the main thread: they share the machine's CPUs with the server, but the
 * claimant's timings and the captcha service do not wait on their loops, as on the internet, where
 * each is another machine. First alone (the quiet run), then while five attackers do one finding
 * of the hostile-traffic review at a time (bench/abuse/attacks.ts), then all nine findings at once
 * (one attacker each), then alone again. Prints, per phase, the
 * claimant's p50/p99 and their ratio to the quiet runs' (which must stay within 2×), the claimant's
 * failures (which must be none), the server's resident memory and how the server answered the
 * attackers. With BENCH_RESULT_FILE set, writes the figures there as JSON; with
 * BENCH_SERVER_PROFILE set to a folder, the server's CPU profile goes there. Exits 1 when a target
 * is missed.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { freePort, importSyntheticMembers, startClaimkitServer, type Member } from '../server/claimkitServer.ts';
import { formsConfig } from '../server/load.ts';
import { attacks, type Attack, type Outcomes } from './attacks.ts';
import { captchaSolver } from './captchaTokens.ts';
import type { Journey } from './claimant.ts';
import type { ClaimantRequest, ClaimantThreadData } from './claimantThread.ts';

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '15' },
    attackers: { type: 'string', default: '5' },
    only: { type: 'string' },
  },
});
const phaseSeconds = Number(options.seconds);
const attackersPerPhase = Number(options.attackers);
const chosenAttacks = options.only
  ? attacks.filter((attack) => options.only?.split(',').includes(attack.name))
  : attacks;
const allowedRatio = 2;

interface Figures {
  p50: number;
  p99: number;
}

interface PhaseResult {
  phase: string;
  finding: string;
  journeys: number;
  failures: string[];
  authorize: Figures;
  submit: Figures;
  serverRssMiB: number;
  attackers: Outcomes;
}

function percentiles(values: number[]): Figures {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (fraction: number) => sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0;
  return { p50: Math.round(at(0.5) * 10) / 10, p99: Math.round(at(0.99) * 10) / 10 };
}

const siteKey = 'bench-site-key';
const captchaThread = new Worker(new URL('./captchaThread.ts', import.meta.url), {
  workerData: { siteKey, secret: 'bench-captcha-secret' },
});
const [captcha] = (await once(captchaThread, 'message')) as [{ url: string; verifyUrl: string }];
const solveCaptcha = captchaSolver(captcha.url, siteKey);
const directory = mkdtempSync(join(tmpdir(), 'claimkit-bench-abuse-'));
let failed = false;
try {
  const environment = { directory, port: await freePort(), pinPepper: 'bench-pepper-not-secret' };
  const members = await importSyntheticMembers(environment, 400);
  const claimantMembers = members.slice(0, 50);
  const attackerMembers: Member[] = members.slice(50);
  const server = await startClaimkitServer({
    ...environment,
    variables: {
      CAPTCHA_SITE_KEY: siteKey,
      CAPTCHA_SECRET: 'bench-captcha-secret',
      CAPTCHA_VERIFY_URL: captcha.verifyUrl,
      // No proxy in front: every address is a real peer, and a forged X-Forwarded-For means nothing.
      TRUST_PROXY: '',
      // The claimant files for the same members again and again.
      CLAIMS_PER_MEMBER: '1000000',
      // API_REQUESTS_PER_SECOND=off (or a rate) in the bench's environment: the server's pace, for comparison.
      ...(process.env.API_REQUESTS_PER_SECOND ? { API_REQUESTS_PER_SECOND: process.env.API_REQUESTS_PER_SECOND } : {}),
      // BENCH_SERVER_PROFILE=<folder>: the server writes a CPU profile of the run there as it stops.
      ...(process.env.BENCH_SERVER_PROFILE
        ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${process.env.BENCH_SERVER_PROFILE}` }
        : {}),
    },
  });
  try {
    const configs = await formsConfig(server.url);
    const claimantData: ClaimantThreadData = {
      url: server.url,
      configs,
      members: claimantMembers,
      captchaUrl: captcha.url,
      siteKey,
    };
    const claimant = new Worker(new URL('./claimantThread.ts', import.meta.url), { workerData: claimantData });
    const claimantRuns = async (request: ClaimantRequest): Promise<Journey[]> => {
      claimant.postMessage(request);
      return ((await once(claimant, 'message')) as [Journey[]])[0];
    };

    // Each phase's attackers are new ones, with addresses and members of their own: no phase starts
    // with what an earlier one left behind (a network waiting, a member's budget spent).
    let phasesRun = 0;
    const runPhase = async (phase: string, finding: string, phaseAttacks: readonly Attack[], perAttack: number) => {
      const controller = new AbortController();
      const firstAttacker = phasesRun * 10;
      phasesRun += 1;
      const running = phaseAttacks.flatMap((attack, attackIndex) =>
        Array.from({ length: perAttack }, (_, index) =>
          attack.run({
            url: server.url,
            configs,
            index: firstAttacker + attackIndex * perAttack + index,
            ownMember: attackerMembers[(firstAttacker + attackIndex * perAttack + index) % attackerMembers.length]!,
            claimantMembers,
            solveCaptcha,
            signal: controller.signal,
          }),
        ),
      );
      // The attackers get going first: sessions opened, sockets stalled, budgets spent.
      if (running.length > 0) await sleep(2000);
      let rss = server.rssBytes();
      const sampler = setInterval(() => (rss = Math.max(rss, server.rssBytes())), 100);
      const journeys = await claimantRuns({ kind: 'phase', seconds: phaseSeconds });
      clearInterval(sampler);
      controller.abort();
      const attackers: Outcomes = {};
      for (const outcomes of await Promise.all(running))
        for (const [key, value] of Object.entries(outcomes)) attackers[key] = (attackers[key] ?? 0) + value;
      const filed = journeys.filter((journey) => !journey.failure);
      const result: PhaseResult = {
        phase,
        finding,
        journeys: journeys.length,
        failures: journeys.flatMap((journey) => (journey.failure ? [journey.failure] : [])),
        authorize: percentiles(filed.map((journey) => journey.authorizeMilliseconds)),
        submit: percentiles(filed.map((journey) => journey.submitMilliseconds)),
        serverRssMiB: Math.round(rss / 1024 / 102.4) / 10,
        attackers,
      };
      console.log(
        `${phase.padEnd(18)} ${String(result.journeys).padStart(5)} claims, ${result.failures.length} failed; ` +
          `authorize p50/p99 ${result.authorize.p50}/${result.authorize.p99} ms, submit ${result.submit.p50}/${result.submit.p99} ms; ` +
          `server ${result.serverRssMiB} MiB; attackers got ${JSON.stringify(attackers)}`,
      );
      for (const failure of [...new Set(result.failures)].slice(0, 3)) console.log(`    claimant failed: ${failure}`);
      return result;
    };

    // Warm-up: the server's lazy start-up work is not counted in the quiet run.
    await claimantRuns({ kind: 'warm-up', count: 20 });

    const results: PhaseResult[] = [await runPhase('quiet', 'no attack', [], 0)];
    for (const attack of chosenAttacks)
      results.push(await runPhase(attack.name, attack.finding, [attack], attackersPerPhase));
    results.push(await runPhase('all at once', 'one attacker of each finding at once', chosenAttacks, 1));
    results.push(await runPhase('quiet again', 'no attack', [], 0));

    const quiet = results.filter((result) => result.phase.startsWith('quiet'));
    const baseline = {
      authorize: quiet.reduce((sum, result) => sum + result.authorize.p99, 0) / quiet.length,
      submit: quiet.reduce((sum, result) => sum + result.submit.p99, 0) / quiet.length,
    };
    const database = new Database(join(directory, 'claimkit.sqlite'), { readonly: true });
    const rows = Object.fromEntries(
      (
        database
          .prepare("select name from sqlite_master where type = 'table' and name not like 'kysely%'")
          .all() as Array<{ name: string }>
      ).map(({ name }) => [name, (database.prepare(`select count(*) as n from "${name}"`).get() as { n: number }).n]),
    );
    database.close();

    console.log(
      `\nThe claimant's p99 against the quiet runs' (${Math.round(baseline.authorize)} ms authorize, ${Math.round(baseline.submit)} ms submit); target ≤ ${allowedRatio}×, no failure:`,
    );
    console.log(`${'phase'.padEnd(18)} ${'authorize'.padStart(9)} ${'submit'.padStart(7)}  failures`);
    const ratios = results.map((result) => {
      const ratio = {
        phase: result.phase,
        authorize: Math.round((result.authorize.p99 / baseline.authorize) * 100) / 100,
        submit: Math.round((result.submit.p99 / baseline.submit) * 100) / 100,
        failures: result.failures.length,
      };
      const missed = ratio.authorize > allowedRatio || ratio.submit > allowedRatio || ratio.failures > 0;
      if (missed) failed = true;
      console.log(
        `${ratio.phase.padEnd(18)} ${`${ratio.authorize}×`.padStart(9)} ${`${ratio.submit}×`.padStart(7)}  ${ratio.failures}${missed ? '  ✖ missed' : ''}`,
      );
      return ratio;
    });
    console.log(`\nRows in the database after the run: ${JSON.stringify(rows)}`);
    if (process.env.BENCH_RESULT_FILE)
      writeFileSync(
        process.env.BENCH_RESULT_FILE,
        `${JSON.stringify({ phaseSeconds, attackersPerPhase, baseline, ratios, results, rows }, null, 2)}\n`,
      );
    await claimant.terminate();
  } finally {
    await server.stop();
  }
} finally {
  await captchaThread.terminate();
  rmSync(directory, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
