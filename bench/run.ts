/**
 * `npm run bench [-- <name>…]`: runs every benchmark folder of bench/ that has a run.ts (or only
 * those named), one after another, each in its own process, and says which ran, which failed and
 * which were left out. Each bench writes its figures to the file named by BENCH_RESULT_FILE (or,
 * like bench/durability, to bench/results/<name>-<date>.json). Writes them all, with the machine
 * they came from (CPU model and count, memory, Node version, load average at the start), to
 * bench/results/<YYYY-MM-DD>.json, merged with any earlier run of the same day, and prints a table.
 * A bench still running after BENCH_TIMEOUT_MINUTES (30) is stopped and reported as timed out, so
 * one stuck bench does not keep the others from running.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const benchFolder = fileURLToPath(new URL('.', import.meta.url));
const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
const resultsFolder = join(benchFolder, 'results');
const date = new Date().toISOString().slice(0, 10);
const timeoutMinutes = Number(process.env.BENCH_TIMEOUT_MINUTES ?? 30);

const machine = {
  cpuModel: cpus()[0]?.model ?? 'unknown',
  cpuCount: cpus().length,
  memoryGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
  node: process.version,
  loadAverageAtStart: loadavg().map((load) => Math.round(load * 100) / 100),
};

const available = readdirSync(benchFolder, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(benchFolder, entry.name, 'run.ts')))
  .map((entry) => entry.name)
  .sort();
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !available.includes(name));
if (unknown.length > 0) {
  console.error(`No bench/<name>/run.ts for: ${unknown.join(', ')} (there are: ${available.join(', ')}).`);
  process.exit(1);
}
const chosen = asked.length > 0 ? available.filter((name) => asked.includes(name)) : available;
const leftOut = available.filter((name) => !chosen.includes(name));

console.log(
  `Machine: ${machine.cpuCount} × ${machine.cpuModel}, ${machine.memoryGiB} GiB, Node ${machine.node}, ` +
    `load average ${machine.loadAverageAtStart.join(' ')}`,
);
console.log(
  `Running: ${chosen.join(', ')}${leftOut.length > 0 ? `; left out (not asked for): ${leftOut.join(', ')}` : ''}`,
);

interface BenchOutcome {
  exitCode: number | null;
  timedOut: boolean;
  seconds: number;
  loadAverageAtStart: number[];
  result: unknown;
}

const scratch = mkdtempSync(join(tmpdir(), 'claimkit-bench-results-'));
const outcomes: Record<string, BenchOutcome> = {};
try {
  for (const name of chosen) {
    console.log(`\n▶ bench/${name}`);
    const resultFile = join(scratch, `${name}.json`);
    const loadAverageAtStart = loadavg().map((load) => Math.round(load * 100) / 100);
    const started = performance.now();
    // In a process group of its own, so that a bench stopped for its time also takes its servers.
    const child = spawn(process.execPath, [join('bench', name, 'run.ts')], {
      cwd: repositoryRoot,
      stdio: 'inherit',
      env: { ...process.env, BENCH_RESULT_FILE: resultFile },
      detached: true,
    });
    const stopGroup = () => {
      if (child.pid !== undefined && child.exitCode === null && child.signalCode === null)
        process.kill(-child.pid, 'SIGTERM');
    };
    process.once('SIGINT', stopGroup);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      console.log(`bench/${name} still ran after ${timeoutMinutes} minutes: stopped.`);
      stopGroup();
    }, timeoutMinutes * 60_000);
    const exitCode = await new Promise<number | null>((resolveExit) => child.once('exit', (code) => resolveExit(code)));
    clearTimeout(timer);
    process.off('SIGINT', stopGroup);
    const ownFile = join(resultsFolder, `${name}-${date}.json`);
    const file = existsSync(resultFile) ? resultFile : existsSync(ownFile) ? ownFile : undefined;
    outcomes[name] = {
      exitCode,
      timedOut,
      seconds: Math.round((performance.now() - started) / 100) / 10,
      loadAverageAtStart,
      result: file ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : null,
    };
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

mkdirSync(resultsFolder, { recursive: true });
const resultsFile = join(resultsFolder, `${date}.json`);
const earlier = existsSync(resultsFile)
  ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as { benchmarks?: Record<string, BenchOutcome> })
  : {};
writeFileSync(
  resultsFile,
  `${JSON.stringify({ date, machine, benchmarks: { ...earlier.benchmarks, ...outcomes } }, null, 2)}\n`,
);

/** One line of the headline figures a bench reported. */
function headline(name: string, result: unknown): string {
  if (!result || typeof result !== 'object') return 'no figures';
  if (name === 'server' && 'runs' in result) {
    const runs = (
      result as {
        runs: Array<
          Record<string, { requestsPerSecond: number; p99Milliseconds: number }> & {
            database: string;
            ratios: { submit: number };
          }
        >;
      }
    ).runs;
    return runs
      .map(
        (run) =>
          `${run.database}: authorize ${run.authorize?.requestsPerSecond}/s, submit ${run.submit?.requestsPerSecond}/s ` +
          `(${run.ratios.submit} × bare ${run.bare?.requestsPerSecond}/s), p99 ${run.submitAtFixedRate?.p99Milliseconds} ms at 500/s, ` +
          `with 2 MB PDF ${run.submitWithDocument?.requestsPerSecond}/s`,
      )
      .join('; ');
  }
  if (name === 'uploads' && 'growthMiB' in result) {
    const uploads = result as { growthMiB: number; megabytesPerSecond: number; succeeded: number; uploads: number };
    return `${uploads.succeeded}/${uploads.uploads} filed, RSS growth ${uploads.growthMiB} MiB, ${uploads.megabytesPerSecond} MB/s`;
  }
  if (name === 'lighthouse' && 'pages' in result) {
    const { pages, missed } = result as {
      pages: Array<{
        page: string;
        performance: number | null;
        accessibility: number | null;
        bestPractices: number | null;
      }>;
      missed: string[];
    };
    const scores = pages.map(
      (page) => `${page.page} ${page.performance ?? '–'}/${page.accessibility ?? '–'}/${page.bestPractices ?? '–'}`,
    );
    return `perf/a11y/b.p. ${scores.join(', ')}; ${missed.length} target(s) missed`;
  }
  if (name === 'abuse' && 'ratios' in result) {
    const { ratios } = result as {
      ratios: Array<{ phase: string; authorize: number; submit: number; failures: number }>;
    };
    const worst = Math.max(...ratios.map((ratio) => Math.max(ratio.authorize, ratio.submit)));
    const failures = ratios.reduce((sum, ratio) => sum + ratio.failures, 0);
    return `claimant p99 under attack at most ${worst}× the quiet run's, ${failures} failed claim(s), over ${ratios.length} phases`;
  }
  return JSON.stringify(result).slice(0, 160);
}

console.log(`\n${'bench'.padEnd(14)} ${'exit'.padStart(4)} ${'seconds'.padStart(8)}  figures`);
for (const [name, outcome] of Object.entries(outcomes))
  console.log(
    `${name.padEnd(14)} ${String(outcome.exitCode).padStart(4)} ${String(outcome.seconds).padStart(8)}  ${outcome.timedOut ? 'timed out; ' : ''}${headline(name, outcome.result)}`,
  );
for (const name of leftOut)
  console.log(`${name.padEnd(14)} ${'-'.padStart(4)} ${'-'.padStart(8)}  not run (not asked for)`);
console.log(`\nWritten to ${resultsFile}`);
process.exit(Object.values(outcomes).every((outcome) => outcome.exitCode === 0) ? 0 : 1);
