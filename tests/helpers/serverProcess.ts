/**
 * The real server as an operator starts it, `node server/main.ts`, in a child process with the
 * environment and working directory a test chooses, and a claimant that reaches it over HTTP: for
 * what only a start shows (where secrets are found, start-up refusals), which the in-process
 * harness (serverHarness.ts, settings passed straight to buildApp) cannot.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { csrfHeaderName } from '#pages-config/api/csrf.ts';
import { Claimant } from './serverHarness.ts';

const mainScript = fileURLToPath(new URL('../../server/main.ts', import.meta.url));

/** A free TCP port on the loopback. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

export interface ServerProcess {
  readonly url: string;
  /** SIGTERM, then waits for it to exit. */
  stop(): Promise<void>;
}

/** How a start ended when the server did not come up: its exit code and what it wrote to stderr. */
export interface RefusedStart {
  code: number | null;
  stderr: string;
}

/**
 * Starts main.ts in `cwd` with exactly `environment` (plus PATH, PORT and HOST); resolves once it
 * listens with the server, or once it exits first with how it ended.
 */
export async function startServerProcess(
  cwd: string,
  environment: NodeJS.ProcessEnv,
): Promise<ServerProcess | RefusedStart> {
  const port = await freePort();
  const child = spawn(process.execPath, [mainScript], {
    cwd,
    env: { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = once(child, 'exit') as Promise<[number | null]>;
  const listening = new Promise<void>((resolve) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      if (stdout.includes('Claimkit serves')) resolve();
    });
  });
  const first = await Promise.race([listening.then(() => 'listening' as const), exited]);
  if (first !== 'listening') return { code: first[0], stderr };
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The harness's claimant (authorize, standardParts, submitStandard…) over real HTTP to a server
 * process: it keeps the session cookie the server sets and sends it back, and the CSRF token sign-in
 * renews, as a browser would.
 */
export class HttpClaimant extends Claimant {
  readonly #url: string;
  #cookie = '';

  constructor(url: string) {
    // The requests go over HTTP: no app in this process to inject into.
    super({} as FastifyInstance);
    this.#url = url;
  }

  override async request(options: InjectOptions): Promise<LightMyRequestResponse> {
    const headers = new Headers(options.headers as Record<string, string> | undefined);
    if (this.#cookie) headers.set('cookie', this.#cookie);
    const payload = options.payload as string | Buffer | object | undefined;
    let body: string | Blob | undefined;
    if (Buffer.isBuffer(payload)) body = new Blob([Uint8Array.from(payload)]);
    else if (typeof payload === 'object') {
      body = JSON.stringify(payload);
      headers.set('content-type', 'application/json');
    } else body = payload;
    const response = await fetch(`${this.#url}${options.url as string}`, {
      method: options.method ?? 'GET',
      headers,
      body,
    });
    for (const cookie of response.headers.getSetCookie()) this.#cookie = cookie.split(';')[0] ?? '';
    this.keepRenewedToken(response.headers.get(csrfHeaderName));
    const text = await response.text();
    return {
      statusCode: response.status,
      body: text,
      json: () => JSON.parse(text) as unknown,
    } as LightMyRequestResponse;
  }
}
