/**
 * Upload bench: `node bench/uploads/run.ts [--uploads 20] [--megabytes 10] [--data-dir <folder>]`.
 *
 * Starts the real server (`node server/main.ts`) on a fresh SQLite file in a child process, then
 * sends 20 Standard claims at once, each with one 10 MB PDF (multipart, as a browser sends them),
 * from 20 authorized members. Samples the server's resident memory (VmRSS of /proc/<pid>/status)
 * every 10 ms and prints its growth over the idle server (which must stay ≤ 50 MiB: files stream
 * to disk, never whole into memory) and the throughput in MB/s. With BENCH_RESULT_FILE set, the
 * figures are also written there as JSON.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, importSyntheticMembers, startClaimkitServer } from '../server/claimkitServer.ts';
import {
  authorizeMembers,
  createSessions,
  formsConfig,
  nextClientAddress,
  paddedPdf,
  standardClaimBody,
  type AuthorizedSession,
  type BenchDocument,
  type ModelConfig,
} from '../server/load.ts';

const { values: options } = parseArgs({
  options: {
    uploads: { type: 'string', default: '20' },
    megabytes: { type: 'string', default: '10' },
    'data-dir': { type: 'string' },
  },
});
const uploads = Number(options.uploads);
const megabytes = Number(options.megabytes);
const growthLimitMiB = 50;

async function fileClaim(
  url: string,
  configs: readonly ModelConfig[],
  session: AuthorizedSession,
  document: BenchDocument,
): Promise<number> {
  const { body, contentType } = standardClaimBody(configs, session.member, document);
  const response = await fetch(`${url}/api/forms/standard`, {
    method: 'POST',
    headers: {
      'content-type': contentType,
      cookie: `claimkit_session=${session.sessionId}`,
      'x-csrf-token': session.csrfToken,
      'idempotency-key': crypto.randomUUID(),
      'x-forwarded-for': nextClientAddress(),
    },
    body: new Uint8Array(body),
  });
  const answer = await response.text();
  if (response.status !== 200) console.warn(`  refused (${response.status}): ${answer.slice(0, 300)}`);
  return response.status;
}

const directory = mkdtempSync(join(options['data-dir'] ?? tmpdir(), 'claimkit-bench-uploads-'));
try {
  const environment = { directory, port: await freePort(), pinPepper: 'bench-pepper-not-secret' };
  const members = (await importSyntheticMembers(environment, 200)).slice(0, uploads + 40);
  const server = await startClaimkitServer(environment);
  try {
    const configs = await formsConfig(server.url);
    const sessions = await createSessions(server.url, members.length, 4);
    const { authorized } = await authorizeMembers(server.url, configs, sessions, members, {
      connections: 4,
      duration: 60,
      maxRequests: uploads + 2,
    });
    if (authorized.length < uploads + 2) throw new Error(`only ${authorized.length} members authorized`);
    const [warmupSession, ...uploadSessions] = authorized;
    if (!warmupSession) throw new Error('no authorized session');
    // One small claim with a document first: the server's lazy start-up work is not counted as growth.
    const warmup = await fileClaim(server.url, configs, warmupSession, {
      fileName: 'warmup.pdf',
      type: 'application/pdf',
      bytes: paddedPdf(64 * 1024),
    });
    if (warmup !== 200) throw new Error(`the warm-up claim was answered ${warmup}`);
    await sleep(500);

    const document: BenchDocument = {
      fileName: 'statement.pdf',
      type: 'application/pdf',
      bytes: paddedPdf(megabytes * 1024 * 1024),
    };
    const baseline = server.rssBytes();
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, server.rssBytes());
    }, 10);
    const started = performance.now();
    const statuses = await Promise.all(
      uploadSessions.slice(0, uploads).map((session) => fileClaim(server.url, configs, session, document)),
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, server.rssBytes());

    const megabytesSent = (uploads * document.bytes.length) / 1e6;
    const result = {
      uploads,
      megabytesEach: megabytes,
      succeeded: statuses.filter((status) => status === 200).length,
      statuses: statuses.filter((status) => status !== 200),
      seconds: Math.round(seconds * 100) / 100,
      megabytesPerSecond: Math.round((megabytesSent / seconds) * 10) / 10,
      baselineRssMiB: Math.round(baseline / 1024 / 1024),
      peakRssMiB: Math.round(peak / 1024 / 1024),
      growthMiB: Math.round(((peak - baseline) / 1024 / 1024) * 10) / 10,
      growthLimitMiB,
    };
    console.log(
      `${uploads} concurrent ${megabytes} MB uploads: ${result.succeeded} filed in ${result.seconds} s, ` +
        `${result.megabytesPerSecond} MB/s; server RSS ${result.baselineRssMiB} → ${result.peakRssMiB} MiB ` +
        `(growth ${result.growthMiB} MiB, limit ${growthLimitMiB}: ${result.growthMiB <= growthLimitMiB ? 'holds' : 'MISSED'})`,
    );
    if (result.statuses.length > 0) console.log(`  not filed: ${result.statuses.join(', ')}`);
    if (process.env.BENCH_RESULT_FILE)
      writeFileSync(process.env.BENCH_RESULT_FILE, `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await server.stop();
  }
} finally {
  rmSync(directory, { recursive: true, force: true });
}
