/**
 * Server load bench: `node bench/server/run.ts [--database sqlite|postgres|both|none] [--duration 10]
 * [--connections 16] [--cpu-prof <folder>] [--data-dir <folder>] [--ports 5100-5199]`.
 *
 * Starts the real server (`node server/main.ts`) in a child process on a fresh database, imports
 * synthetic members so that every claim is filed by a different member, and loads it from this
 * process with autocannon (the two share the machine's CPUs):
 *   - authorize: POST /api/forms/standard/authorize, each with a new session and its CSRF token;
 *   - submit: POST /api/forms/standard, a Standard claim without files, from authorized sessions;
 *   - submit at 500/s: the same at a fixed rate, for its p99;
 *   - submit with a 2 MB PDF: multipart with one document;
 * then, whatever the database (`--database none`: only these), the public pages rendered on the
 * server, per second, beside a bare route answering one from memory (bench/server/pages.ts).
 * Each figure is also given as a ratio to a bare Fastify route that inserts one row with the same
 * durability (bench/server/bareServer.ts), measured in the same run, because the machines are
 * shared and noisy. --data-dir puts the databases elsewhere than the temporary folder: on a tmpfs
 * (/dev/shm) fsync costs nothing, which shows the CPU ceiling apart from the disk's (a diagnostic,
 * not a durable configuration). With BENCH_RESULT_FILE set, the figures are also written there as JSON.
 */
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  freePort,
  importSyntheticMembers,
  repositoryRoot,
  startBareServer,
  startClaimkitServer,
  usePorts,
  type Member,
} from './claimkitServer.ts';
import {
  authorizeMembers,
  createSessions,
  formsConfig,
  paddedPdf,
  runLoad,
  submitClaims,
  type AuthorizedSession,
  type LoadSummary,
} from './load.ts';
import { measurePages, type PagesRun } from './pages.ts';

const { values: options } = parseArgs({
  options: {
    database: { type: 'string', default: 'both' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '16' },
    'cpu-prof': { type: 'string' },
    'data-dir': { type: 'string' },
    ports: { type: 'string' },
  },
});
if (options.ports) {
  const [start, end] = options.ports.split('-').map(Number);
  usePorts(start ?? 0, end ?? 0);
}
const duration = Number(options.duration);
const connections = Number(options.connections);
const fixedRate = 500;
const documentBytes = 2 * 1024 * 1024;

/** Targets of the performance issue, on the 2-core machine. */
const targets = {
  submitPerSecondSqlite: 1500,
  submitShareOfBare: 0.5,
  p99AtFixedRateMilliseconds: 50,
  authorizePerSecond: 500,
  publicPagesPerSecond: 2000,
};

interface PostgresCluster {
  url: string;
  stop(): void;
}

/**
 * A throwaway cluster (scripts/postgres.mjs), then durable like a production one: that script
 * turns fsync and synchronous_commit off for fast tests, which would flatter the figures.
 */
async function startDurablePostgres(parent: string): Promise<PostgresCluster | undefined> {
  const postgres = (await import(join(repositoryRoot, 'scripts/postgres.mjs'))) as {
    findPostgresBin(): string | undefined;
    startPostgresCluster(bin: string, parent: string): Promise<PostgresCluster>;
  };
  const bin = postgres.findPostgresBin();
  if (!bin) return undefined;
  // The cluster runs as the postgres user, who must be able to reach its folder in ours.
  chmodSync(parent, 0o755);
  const cluster = await postgres.startPostgresCluster(bin, parent);
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  try {
    for (const setting of ['fsync = on', 'synchronous_commit = on', 'full_page_writes = on'])
      await client.query(`alter system set ${setting}`);
    await client.query('select pg_reload_conf()');
  } finally {
    await client.end();
  }
  return cluster;
}

/** The bare route's ceiling: one-row inserts with the same durability, same connections and duration. */
async function measureBare(directory: string, databaseUrl: string | undefined): Promise<LoadSummary> {
  const bare = await startBareServer({
    DATABASE_FILE: join(directory, 'bare.sqlite'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  // About the size of a claim's answers.
  const body = JSON.stringify({ noticeId: 'NWM-BARE-0001', answers: 'x'.repeat(3000) });
  let counter = 0;
  try {
    return await runLoad({
      url: bare.url,
      connections,
      duration,
      ...(bare.pid ? { serverPid: bare.pid } : {}),
      requests: [
        {
          method: 'POST',
          path: '/rows',
          setupRequest: (request) => {
            counter += 1;
            return {
              ...request,
              headers: { 'content-type': 'application/json' },
              body: body.replace('NWM-BARE-0001', `NWM-BARE-${counter}`),
            };
          },
        },
      ],
    });
  } finally {
    await bare.stop();
  }
}

interface CpuProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: CpuProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The functions with the most self time in the newest .cpuprofile of a folder. */
function topSelfTime(
  folder: string,
  count: number,
): Array<{ function: string; selfMilliseconds: number; share: number }> {
  const files = readdirSync(folder).filter((file) => file.endsWith('.cpuprofile'));
  const newest = files.sort().at(-1);
  if (!newest) return [];
  const profile = JSON.parse(readFileSync(join(folder, newest), 'utf8')) as CpuProfile;
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const self = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const frame = frames.get(id);
    const delta = profile.timeDeltas[index] ?? 0;
    total += delta;
    if (!frame) return;
    const where = frame.url
      ? `${frame.url.replace(/^.*\/node_modules\//, '').replace(`file://${repositoryRoot}`, '')}:${frame.lineNumber + 1}`
      : '';
    const key = `${frame.functionName || '(anonymous)'} ${where}`.trim();
    self.set(key, (self.get(key) ?? 0) + delta);
  });
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, micros]) => ({
      function: name,
      selfMilliseconds: Math.round(micros / 1000),
      share: Math.round((micros / Math.max(total, 1)) * 1000) / 1000,
    }));
}

export interface DatabaseRun {
  database: 'sqlite' | 'postgres';
  bare: LoadSummary;
  authorize: LoadSummary;
  submit: LoadSummary;
  submitAtFixedRate: LoadSummary & { rate: number };
  submitWithDocument: LoadSummary & { documentBytes: number };
  ratios: { authorize: number; submit: number; submitWithDocument: number };
  serverRssMiB: number;
  profile?: ReturnType<typeof topSelfTime>;
}

function ratio(value: number, of: number): number {
  return Math.round((value / Math.max(of, 1)) * 1000) / 1000;
}

async function runOn(database: 'sqlite' | 'postgres'): Promise<DatabaseRun | undefined> {
  const directory = mkdtempSync(join(options['data-dir'] ?? tmpdir(), `claimkit-bench-${database}-`));
  let cluster: PostgresCluster | undefined;
  try {
    if (database === 'postgres') {
      cluster = await startDurablePostgres(directory);
      if (!cluster) {
        console.log('PostgreSQL: no initdb/pg_ctl under /usr/lib/postgresql/*/bin; skipped.');
        return undefined;
      }
    }
    const databaseUrl = cluster?.url;
    console.log(`\n== ${database} ==`);
    console.log(`bare route: ${connections} connections, ${duration} s`);
    const bare = await measureBare(directory, databaseUrl);
    console.log(`  ${bare.requestsPerSecond} req/s`);

    // Enough members for every phase to run its whole duration a little over its target, but no
    // more than the bare route's ceiling allows (each call commits at least once): preparing
    // members costs as much as the phases, and on a slow disk the ceiling is far below the targets.
    const ceiling = Math.ceil(duration * bare.requestsPerSecond * 1.25);
    const authorizeCap = Math.min(duration * 900, ceiling);
    const submitCap = Math.min(duration * 1800, ceiling);
    const fixedCap = Math.min(duration * fixedRate, ceiling);
    const documentCap = Math.min(duration * 200, ceiling);
    const margin = 4 * connections;
    const needed = Math.max(authorizeCap, submitCap + fixedCap + documentCap) + 4 * margin;
    const environment = {
      directory,
      port: await freePort(),
      databaseUrl,
      pinPepper: 'bench-pepper-not-secret',
    };
    console.log(`importing ${Math.ceil(needed / 0.78)} synthetic members`);
    const members: Member[] = (await importSyntheticMembers(environment, Math.ceil(needed / 0.78))).slice(0, needed);
    const profileFolder = options['cpu-prof'] ? resolve(options['cpu-prof'], database) : undefined;
    const server = await startClaimkitServer({
      ...environment,
      nodeArguments: profileFolder ? ['--cpu-prof', `--cpu-prof-dir=${profileFolder}`] : [],
    });
    let run: DatabaseRun;
    try {
      const configs = await formsConfig(server.url);
      console.log(`creating ${members.length} sessions (GET /api/csrf)`);
      const sessions = await createSessions(server.url, members.length);

      console.log(`authorize: ${connections} connections, ${duration} s`);
      const authorizePhase = await authorizeMembers(server.url, configs, sessions, members, {
        connections,
        duration,
        maxRequests: authorizeCap,
        serverPid: server.pid,
      });
      const authorize = authorizePhase.summary;
      const pool: AuthorizedSession[] = authorizePhase.authorized;
      const used = authorize.requests + 2 * connections;
      const wanted = submitCap + fixedCap + documentCap + 3 * margin;
      if (pool.length < wanted) {
        console.log(`authorizing ${wanted - pool.length} more members for the submissions`);
        const more = await authorizeMembers(
          server.url,
          configs,
          sessions.slice(used + 2 * connections),
          members.slice(used + 2 * connections),
          { connections, duration: 600, maxRequests: wanted - pool.length },
        );
        pool.push(...more.authorized);
      }
      const take = (count: number) => pool.splice(0, count);

      console.log(`submit: ${connections} connections, ${duration} s`);
      const submit = await submitClaims(server.url, configs, take(submitCap + margin), {
        connections,
        duration,
        serverPid: server.pid,
      });
      console.log(`submit at ${fixedRate}/s: ${connections} connections, ${duration} s`);
      const fixed = await submitClaims(server.url, configs, take(fixedCap + margin), {
        connections,
        duration,
        overallRate: fixedRate,
        serverPid: server.pid,
      });
      console.log(`submit with a ${documentBytes / 1024 / 1024} MB PDF: ${connections} connections, ${duration} s`);
      const withDocument = await submitClaims(server.url, configs, take(documentCap + margin), {
        connections,
        duration,
        document: { fileName: 'receipt.pdf', type: 'application/pdf', bytes: paddedPdf(documentBytes) },
        serverPid: server.pid,
      });
      run = {
        database,
        bare,
        authorize,
        submit,
        submitAtFixedRate: { ...fixed, rate: fixedRate },
        submitWithDocument: { ...withDocument, documentBytes },
        ratios: {
          authorize: ratio(authorize.requestsPerSecond, bare.requestsPerSecond),
          submit: ratio(submit.requestsPerSecond, bare.requestsPerSecond),
          submitWithDocument: ratio(withDocument.requestsPerSecond, bare.requestsPerSecond),
        },
        serverRssMiB: Math.round(server.rssBytes() / 1024 / 1024),
      };
    } finally {
      await server.stop();
    }
    if (profileFolder) run.profile = topSelfTime(profileFolder, 5);
    return run;
  } finally {
    cluster?.stop();
    rmSync(directory, { recursive: true, force: true });
  }
}

function row(name: string, summary: LoadSummary, bare: LoadSummary): string {
  return [
    name.padEnd(26),
    String(summary.requestsPerSecond).padStart(7),
    String(summary.p50Milliseconds).padStart(7),
    String(summary.p99Milliseconds).padStart(7),
    String(summary.non2xx).padStart(6),
    String(summary.errors).padStart(6),
    ratio(summary.requestsPerSecond, bare.requestsPerSecond).toFixed(2).padStart(8),
    String(summary.serverCpuMillisecondsPerRequest ?? '').padStart(11),
  ].join(' ');
}

function report(run: DatabaseRun): void {
  console.log(
    `\n${run.database}: ${connections} connections per phase, ${duration} s (load generator on the same CPUs)`,
  );
  console.log(
    `${'phase'.padEnd(26)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'non2xx'.padStart(6)} ${'errors'.padStart(6)} ${'÷ bare'.padStart(8)} ${'CPU ms/req'.padStart(11)}`,
  );
  console.log(row('bare insert route', run.bare, run.bare));
  console.log(row('authorize', run.authorize, run.bare));
  console.log(row('submit (no files)', run.submit, run.bare));
  console.log(row(`submit at ${fixedRate}/s`, run.submitAtFixedRate, run.bare));
  console.log(row('submit with 2 MB PDF', run.submitWithDocument, run.bare));
  for (const [phase, summary] of [
    ['authorize', run.authorize],
    ['submit', run.submit],
    ['submit at fixed rate', run.submitAtFixedRate],
    ['submit with document', run.submitWithDocument],
  ] as const)
    if (Object.keys(summary.statusCodes).length > 0)
      console.log(`  ${phase} status codes: ${JSON.stringify(summary.statusCodes)}`);
  if (run.profile) {
    console.log('  top self time in the server:');
    for (const frame of run.profile)
      console.log(`    ${(frame.share * 100).toFixed(1).padStart(5)} %  ${frame.function}`);
  }
}

function targetChecks(runs: readonly DatabaseRun[]): Array<{ target: string; value: number; holds: boolean }> {
  const checks: Array<{ target: string; value: number; holds: boolean }> = [];
  const sqlite = runs.find((run) => run.database === 'sqlite');
  if (sqlite) {
    checks.push({
      target: `submit without files ≥ ${targets.submitPerSecondSqlite}/s on SQLite`,
      value: sqlite.submit.requestsPerSecond,
      holds: sqlite.submit.requestsPerSecond >= targets.submitPerSecondSqlite,
    });
  }
  for (const run of runs) {
    checks.push(
      {
        target: `${run.database}: submit ≥ ${targets.submitShareOfBare * 100} % of the bare route`,
        value: run.ratios.submit,
        holds: run.ratios.submit >= targets.submitShareOfBare,
      },
      {
        target: `${run.database}: p99 ≤ ${targets.p99AtFixedRateMilliseconds} ms at ${fixedRate} submissions/s`,
        value: run.submitAtFixedRate.p99Milliseconds,
        holds:
          run.submitAtFixedRate.p99Milliseconds <= targets.p99AtFixedRateMilliseconds &&
          run.submitAtFixedRate.non2xx + run.submitAtFixedRate.errors === 0,
      },
      {
        target: `${run.database}: authorize ≥ ${targets.authorizePerSecond}/s`,
        value: run.authorize.requestsPerSecond,
        holds: run.authorize.requestsPerSecond >= targets.authorizePerSecond,
      },
    );
  }
  return checks;
}

const databases =
  options.database === 'both'
    ? (['sqlite', 'postgres'] as const)
    : options.database === 'none'
      ? []
      : [options.database];
const runs: DatabaseRun[] = [];
for (const database of databases) {
  if (database !== 'sqlite' && database !== 'postgres') throw new Error(`--database: sqlite, postgres, both or none`);
  const run = await runOn(database);
  if (run) runs.push(run);
}
console.log('\n== public pages ==');
const pagesDirectory = mkdtempSync(join(options['data-dir'] ?? tmpdir(), 'claimkit-bench-pages-'));
const pagesProfileFolder = options['cpu-prof'] ? resolve(options['cpu-prof'], 'pages') : undefined;
const pages: PagesRun & { profile?: ReturnType<typeof topSelfTime> } = await measurePages(
  pagesDirectory,
  duration,
  connections,
  pagesProfileFolder ? ['--cpu-prof', `--cpu-prof-dir=${pagesProfileFolder}`] : [],
).finally(() => rmSync(pagesDirectory, { recursive: true, force: true }));
if (pagesProfileFolder) pages.profile = topSelfTime(pagesProfileFolder, 5);
for (const run of runs) report(run);
console.log(`\npublic pages: ${connections} connections, ${duration} s`);
console.log(row('bare page route', pages.bare, pages.bare));
console.log(row('server-rendered pages', pages.pages, pages.bare));
if (pages.profile) {
  console.log('  top self time in the server:');
  for (const frame of pages.profile)
    console.log(`    ${(frame.share * 100).toFixed(1).padStart(5)} %  ${frame.function}`);
}
const checks = [
  ...targetChecks(runs),
  {
    target: `≥ ${targets.publicPagesPerSecond} server-rendered public pages/s`,
    value: pages.pages.requestsPerSecond,
    holds:
      pages.pages.requestsPerSecond >= targets.publicPagesPerSecond && pages.pages.non2xx + pages.pages.errors === 0,
  },
];
console.log('\ntargets:');
for (const check of checks) console.log(`  ${check.holds ? 'holds' : 'MISSED'}  ${check.target} (${check.value})`);
if (process.env.BENCH_RESULT_FILE)
  writeFileSync(
    process.env.BENCH_RESULT_FILE,
    `${JSON.stringify({ connections, duration, runs, pages, targets: checks }, null, 2)}\n`,
  );
