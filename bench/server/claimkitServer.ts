/**
 * The real server for benchmarks: `node server/main.ts` in a child process on its own temporary
 * database (SQLite file, or DATABASE_URL), documents folder, port, PIN pepper and data key, with a
 * members list imported through `npm run members -- import` first. The load comes from the bench's
 * own process, so the server's figures include sharing the CPUs with it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, createWriteStream, mkdirSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { generateMembersCsv } from '#server/members/generateMembers.ts';

export const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface ClaimkitServer {
  readonly url: string;
  readonly pid: number;
  /** The child's resident set size now, in bytes (VmRSS of /proc/<pid>/status). */
  rssBytes(): number;
  /** SIGTERM, then waits for the exit (SIGKILL after 10 s). */
  stop(): Promise<void>;
}

export interface ServerEnvironment {
  /** A folder of its own: the SQLite file and documents/ go there. */
  directory: string;
  port: number;
  /** PostgreSQL instead of the SQLite file. */
  databaseUrl?: string | undefined;
  pinPepper: string;
}

/** The variables the server and the members command share: where the data is, and the pepper. */
export function serverVariables(environment: ServerEnvironment): NodeJS.ProcessEnv {
  const variables: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    DATABASE_FILE: join(environment.directory, 'claimkit.sqlite'),
    DOCUMENTS_DIR: join(environment.directory, 'documents'),
    CLAIMKIT_PIN_PEPPER: environment.pinPepper,
  };
  if (environment.databaseUrl) variables.DATABASE_URL = environment.databaseUrl;
  return variables;
}

/** Reads VmRSS of a process, in bytes; 0 once it has gone. */
export function rssOf(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** CPU seconds a process has used so far (user + system, from /proc/<pid>/stat); 0 once it has gone. */
export function cpuSecondsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name in parentheses may hold spaces: the fields after it are counted from its end.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticksPerSecond = 100;
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return 0;
  }
}

export interface StartOptions extends ServerEnvironment {
  /** Extra arguments for node, before the script (e.g. --cpu-prof). */
  nodeArguments?: readonly string[];
  /** More environment variables for the server (captcha keys, limits), over the bench's own. */
  variables?: NodeJS.ProcessEnv;
}

/**
 * Starts `node server/main.ts` and resolves once it listens. TRUST_PROXY is the loopback, where the
 * load comes from, standing for the site's proxy: it sends a different X-Forwarded-For per
 * authorize, as the many claimants behind a real proxy would, so the per-address authorize limit
 * (20 a minute) applies as in production without refusing the bench.
 */
export async function startClaimkitServer(options: StartOptions): Promise<ClaimkitServer> {
  mkdirSync(join(options.directory, 'documents'), { recursive: true });
  // The log goes to a file, as a production server's goes to its log collector: read through a
  // pipe by this process, which is busy generating the load, it would hold the server up
  // whenever the pipe filled, and measure this process rather than the server.
  const logPath = join(options.directory, 'server.log');
  const logFile = openSync(logPath, 'w');
  const child: ChildProcess = spawn(process.execPath, [...(options.nodeArguments ?? []), 'server/main.ts'], {
    cwd: repositoryRoot,
    env: {
      ...serverVariables(options),
      PORT: String(options.port),
      HOST: '127.0.0.1',
      // The bench's clients send the cookie by its plain name over plain HTTP; the Secure flag
      // costs nothing measurable.
      SECURE_COOKIES: 'false',
      CLAIMKIT_DATA_KEY: randomBytes(32).toString('base64'),
      TRUST_PROXY: 'loopback',
      ...options.variables,
    },
    stdio: ['ignore', logFile, 'pipe'],
  });
  closeSync(logFile);
  const pid = child.pid;
  if (pid === undefined) throw new Error('the server did not start');
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = `${errors}${chunk.toString('utf8')}`.slice(-20_000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const logSoFar = () => readFileSync(logPath, 'utf8').slice(-20_000);
  await new Promise<void>((resolve, reject) => {
    const poll = setInterval(() => {
      if (!logSoFar().includes('Claimkit serves')) return;
      clearInterval(poll);
      resolve();
    }, 50);
    child.once('exit', (code) => {
      clearInterval(poll);
      reject(new Error(`the server exited with ${code} before listening:\n${logSoFar()}${errors}`));
    });
  });
  return {
    url: `http://127.0.0.1:${options.port}`,
    pid,
    rssBytes: () => rssOf(pid),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export interface Member {
  noticeId: string;
  pin: string;
}

/**
 * Writes `count` synthetic members (server/members/generateMembers.ts), imports them with the
 * members command into the server's database, and returns those who may file a Standard claim.
 */
export async function importSyntheticMembers(environment: ServerEnvironment, count: number): Promise<Member[]> {
  const file = join(environment.directory, 'members.csv');
  await generateMembersCsv(count, createWriteStream(file));
  const result = spawnSync(process.execPath, ['server/cli/members.ts', 'import', file], {
    cwd: repositoryRoot,
    env: serverVariables(environment),
    encoding: 'utf8',
  });
  if (result.status !== 0)
    throw new Error(`members import failed (${result.status}):\n${result.stdout}${result.stderr}`);
  const rows = parse(readFileSync(file), { columns: true }) as Array<Record<string, string>>;
  return rows
    .filter((row) => (row.forms ?? '').split(';').includes('Standard'))
    .map((row) => ({ noticeId: row.noticeId ?? '', pin: row.pin ?? '' }));
}

/** The ports the bench's servers listen on (5100–5199 unless usePorts says otherwise). */
const portRange = { start: 5100, end: 5199 };

/** Another range for the bench's servers (`--ports 3800-3899`), on a machine where others use its own. */
export function usePorts(start: number, end: number): void {
  if (!(Number.isInteger(start) && Number.isInteger(end) && start > 0 && start < end && end < 65536))
    throw new Error(`not a port range: ${start}-${end}`);
  Object.assign(portRange, { start, end });
}

/** A port of the bench's range nobody listens on now. */
export async function freePort(start = portRange.start, end = portRange.end): Promise<number> {
  const { createServer } = await import('node:net');
  for (let port = start + Math.floor(Math.random() * (end - start)); ; port = port >= end ? start : port + 1) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

export interface BareServer {
  url: string;
  pid: number | undefined;
  stop(): Promise<void>;
}

/** Starts bench/server/bareServer.ts with these variables (besides PATH and PORT); resolves once it listens. */
export async function startBareServer(variables: NodeJS.ProcessEnv): Promise<BareServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['bench/server/bareServer.ts'], {
    cwd: repositoryRoot,
    env: { PATH: process.env.PATH, PORT: String(port), ...variables },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolveReady, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolveReady();
    });
    child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolveExit) => child.once('exit', resolveExit));
    },
  };
}
