/**
 * A crash trial ("Jepsen-lite", research anchor §3.5): the real server (`node server/main.ts`) on
 * its own SQLite file, documents folder and settlement copy with generated members; concurrent
 * claimants file Standard claims with documents, each with its own Idempotency-Key; the server is
 * killed with SIGKILL in the middle of the load and started again; every attempt left without an
 * answer is retried with its key; then the database and the documents folder are checked against
 * what the claimants were told. Used by tests/server/crashDurability.test.ts (a few trials) and by
 * bench/durability (many).
 */
import { filesUnder } from './documentUploads.ts';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import type { ServerModelConfig, SubmitResponse } from '#pages-config/api/contract.ts';
import { pdfSample } from './pdfSamples.ts';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
const demoSettlement = join(repositoryRoot, 'pages-config', 'settlements', 'demo');

export interface CrashTrialOptions {
  /** Claimants submitting at once. */
  clients?: number;
  /** Generated class members the claimants authorize as (round robin). */
  members?: number;
  /** Milliseconds of load before SIGKILL (after the first claim is acknowledged). */
  killAfterMilliseconds?: number;
  /** Keep the trial's folder (database, documents, server log) for a look afterwards. */
  keepFolder?: boolean;
}

export interface CrashTrialResult {
  /** Submissions sent (first tries, not counting retries after the restart). */
  submissions: number;
  /** Submissions answered 2xx with a reference code before the kill. */
  acknowledged: number;
  /** Submissions in flight when the server died, retried with their key after the restart. */
  unanswered: number;
  /** Of those, how many the first server had committed (the retry got the claim it filed). */
  unansweredButFiled: number;
  /** Requests in flight at the moment of the kill. */
  inFlightAtKill: number;
  /** Acknowledged claims missing, or not stored exactly as sent (a document or its bytes off). */
  lost: number;
  /** Idempotency keys with more than one claim, or claims no attempt accounts for. */
  duplicated: number;
  /** Claims without all their documents, document rows without a claim or without their file. */
  halfStored: number;
  /** Files in storage no document row names, and staged files, after the restart's sweep. */
  orphansLeft: number;
  /** Orphan files the restart removed (what the kill left behind). */
  orphansSwept: number;
  /** Each problem found, for the failure message. */
  problems: string[];
}

interface Member {
  noticeId: string;
  pin: string;
  firstName: string;
}

interface Attempt {
  key: string;
  member: Member;
  /** The browser that sent it; its session (kept in the database) outlives the kill. */
  claimant: HttpClaimant;
  documents: { clientId: string; fileName: string; bytes: Buffer; sha256: string }[];
  referenceCode?: string;
}

/** A free TCP port on the loopback. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Members NWM-Tnnn-nnnn with PIN 1nnnnn, appended to the settlement copy's members.csv. */
function generateMembers(settlementFolder: string, count: number): Member[] {
  const members: Member[] = [];
  const lines: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const number = String(index).padStart(4, '0');
    const member = { noticeId: `NWM-T${number.slice(1)}-${number}`, pin: `1${number}0`, firstName: `Test${index}` };
    members.push(member);
    lines.push(
      `${member.noticeId},${member.pin},${member.firstName},Crash,100 Main St,,Springfield,IL,62701,US,t${index}@example.com,Standard,,`,
    );
  }
  appendFileSync(join(settlementFolder, 'members.csv'), `${lines.join('\n')}\n`);
  return members;
}

/** A sound PDF (the server checks its structure) with random content, so each file's SHA-256 differs. */
function randomPdf(): Buffer {
  return pdfSample({ content: randomBytes(2048 + Math.floor(Math.random() * 8192)) });
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** One claimant's browser: its session cookie and CSRF token, over real HTTP. */
class HttpClaimant {
  readonly #url: string;
  #cookie = '';
  #token = '';

  constructor(url: string) {
    this.#url = url;
  }

  async #fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.#cookie) headers.set('cookie', this.#cookie);
    if (init.method && init.method !== 'GET') headers.set('x-csrf-token', this.#token);
    const response = await fetch(`${this.#url}${path}`, { ...init, headers });
    for (const cookie of response.headers.getSetCookie()) this.#cookie = cookie.split(';')[0] ?? '';
    // Authorize renews the session's CSRF token and sends the new one in this header.
    this.#token = response.headers.get('x-csrf-token') ?? this.#token;
    return response;
  }

  async authorize(member: Member, configs: readonly ServerModelConfig[]): Promise<void> {
    const csrf = await this.#fetch('/api/csrf');
    this.#token = ((await csrf.json()) as { requestToken: string }).requestToken;
    const response = await this.#fetch('/api/forms/standard/authorize', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        credentials: modelOf(configs, 'Credentials', { noticeId: member.noticeId, pin: member.pin }),
        reCaptchaResponse: null,
      }),
    });
    if (!response.ok) throw new Error(`authorize ${member.noticeId}: HTTP ${response.status}`);
  }

  /** Files the attempt's claim; resolves to the reference code, rejects when no answer came. */
  async submit(attempt: Attempt, configs: readonly ServerModelConfig[]): Promise<string> {
    const form = new FormData();
    for (const [name, value] of Object.entries(standardParts(attempt, configs))) form.append(name, value);
    for (const document of attempt.documents)
      form.append(
        document.clientId,
        new Blob([Uint8Array.from(document.bytes)], { type: 'application/pdf' }),
        document.fileName,
      );
    const response = await this.#fetch('/api/forms/standard', {
      method: 'POST',
      headers: { 'idempotency-key': attempt.key },
      body: form,
    });
    const body = (await response.json()) as SubmitResponse;
    if (!response.ok || !body.referenceCodeForm)
      throw new TrialRefusedError(`submit answered HTTP ${response.status}: ${body.error ?? ''}`);
    return body.referenceCodeForm;
  }
}

/** The server answered, and not with a claim: a defect, unlike a connection the kill cut. */
class TrialRefusedError extends Error {}

function modelOf(
  configs: readonly ServerModelConfig[],
  dtoMapping: string,
  values: Record<string, unknown>,
  clientId = `${dtoMapping}-a1b2c3d4`,
) {
  const config = configs.find(
    (entry) => entry.metadata.dtoMapping === dtoMapping && entry.metadata.formType === 'Standard',
  );
  if (!config) throw new Error(`No Standard ${dtoMapping} model in /api/forms/config`);
  // Exactly the config's fields: what the form has, whatever its version asks.
  const fields = Object.fromEntries(config.fields.map((field) => [field.key, values[field.key] ?? null]));
  return { id: null, clientId, metadata: config.metadata, metadataHash: config.metadataHash, fields };
}

function standardParts(attempt: Attempt, configs: readonly ServerModelConfig[]): Record<string, string> {
  const claimantInfo = {
    firstName: attempt.member.firstName,
    lastName: 'Crash',
    mailingCountry: 'US',
    mailingStreetLine1: '100 Main St',
    mailingCity: 'Springfield',
    mailingSubDivision: 'IL',
    mailingPostalCode: '62701',
    email: 'crash.test@example.com',
    confirmEmail: 'crash.test@example.com',
    phone: '(217) 555-0134',
    dateOfBirth: '01/02/1980',
    receiveUpdates: false,
    hasDocumentedLosses: 'Yes',
  };
  return {
    reCaptchaResponse: '',
    userPreferredCulture: 'en',
    captchaRawValue: '',
    signature: `${attempt.member.firstName} Crash`,
    credentials: JSON.stringify(
      modelOf(configs, 'Credentials', { noticeId: attempt.member.noticeId, pin: attempt.member.pin }),
    ),
    claimantInfo: JSON.stringify(modelOf(configs, 'ClaimantInfo', claimantInfo)),
    claimDetails: JSON.stringify(
      modelOf(configs, 'ClaimDetails', { hoursLost: '1', documentedLosses: '25.00', lossesDescription: 'Fees' }),
    ),
    paymentElection: JSON.stringify(modelOf(configs, 'PaymentElection', { paymentMethod: 'Check' })),
    prepopulatedData: '[]',
    documentContexts: JSON.stringify(
      attempt.documents.map((document) =>
        modelOf(
          configs,
          'DocumentContexts',
          {
            documentType: 'Receipt',
            file: document.fileName,
            fileName: document.fileName,
            fileSize: String(document.bytes.length),
            fileType: 'application/pdf',
          },
          document.clientId,
        ),
      ),
    ),
    claimTransactions: '[]',
  };
}

function newAttempt(member: Member, claimant: HttpClaimant): Attempt {
  const count = 1 + Math.floor(Math.random() * 2);
  return {
    key: randomUUID(),
    member,
    claimant,
    documents: Array.from({ length: count }, (_, index) => {
      const bytes = randomPdf();
      return {
        clientId: `fm-${randomBytes(4).toString('hex')}`,
        fileName: `receipt-${index + 1}.pdf`,
        bytes,
        sha256: sha256(bytes),
      };
    }),
  };
}

/** The server process of a trial, started and stopped on its folder. */
class TrialServer {
  readonly url: string;
  readonly #env: NodeJS.ProcessEnv;
  readonly #log: string;
  #process: ChildProcess | undefined;

  constructor(port: number, env: NodeJS.ProcessEnv, log: string) {
    this.url = `http://127.0.0.1:${port}`;
    this.#env = env;
    this.#log = log;
  }

  async start(): Promise<void> {
    const child = spawn(process.execPath, ['server/main.ts'], {
      cwd: repositoryRoot,
      env: this.#env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr?.on('data', (chunk: Buffer) => appendFileSync(this.#log, chunk));
    this.#process = child;
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`The server exited at start (${child.exitCode}); see ${this.#log}`);
      try {
        if ((await fetch(`${this.url}/api/cultures`)).ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`The server did not start within 30 s; see ${this.#log}`);
  }

  async stop(signal: 'SIGKILL' | 'SIGTERM'): Promise<void> {
    const child = this.#process;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  }
}

/** Runs one trial and checks the store against what the claimants were told. */
export async function runCrashTrial(options: CrashTrialOptions = {}): Promise<CrashTrialResult> {
  const clients = options.clients ?? 12;
  const folder = mkdtempSync(join(tmpdir(), 'claimkit-crash-'));
  const settlementFolder = join(folder, 'settlement');
  cpSync(demoSettlement, settlementFolder, { recursive: true });
  const members = generateMembers(settlementFolder, options.members ?? 24);
  const documentsFolder = join(folder, 'documents');
  const databaseFile = join(folder, 'claimkit.sqlite');
  const port = await freePort();
  const server = new TrialServer(
    port,
    {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_FILE: databaseFile,
      DOCUMENTS_DIR: documentsFolder,
      SETTLEMENT_DIR: settlementFolder,
      BASE_URL: `http://127.0.0.1:${port}`,
      CLAIMKIT_PIN_PEPPER: 'crash-trial-pepper-not-secret',
      // A test data key (32 bytes, base64), the same after the restart: the claims are test data.
      CLAIMKIT_DATA_KEY: Buffer.from('crash-trial-data-key-not-secret-').toString('base64'),
      // Every file the kill left behind is an orphan at the restart: no other server shares this storage.
      ORPHAN_FILE_GRACE_MINUTES: '0',
      // The claimants file again and again, as the same members, from one address.
      CLAIMS_PER_MEMBER: '1000',
      SUBMITS_PER_ADDRESS: 'off',
      SUBMITS_PER_SESSION: 'off',
    },
    join(folder, 'server.log'),
  );
  const problems: string[] = [];
  try {
    await server.start();
    const configs = (await (await fetch(`${server.url}/api/forms/config`)).json()) as ServerModelConfig[];

    const acknowledged: Attempt[] = [];
    const unanswered: Attempt[] = [];
    let submissions = 0;
    let inFlight = 0;
    let inFlightAtKill = 0;
    let killed = false;
    let firstAcknowledged: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (firstAcknowledged = resolve));

    const claimantLoop = async (index: number) => {
      const member = members[index % members.length]!;
      const claimant = new HttpClaimant(server.url);
      await claimant.authorize(member, configs);
      while (!killed) {
        const attempt = newAttempt(member, claimant);
        submissions += 1;
        inFlight += 1;
        try {
          attempt.referenceCode = await claimant.submit(attempt, configs);
          // An answer that arrives after the kill was still sent by the server before it died.
          acknowledged.push(attempt);
          firstAcknowledged();
        } catch (error) {
          if (error instanceof TrialRefusedError) problems.push(`${attempt.key}: ${error.message}`);
          else unanswered.push(attempt);
        } finally {
          inFlight -= 1;
        }
      }
    };
    const loops = Array.from({ length: clients }, (_, index) => claimantLoop(index));
    await Promise.race([started, Promise.all(loops)]);
    await new Promise((resolve) => setTimeout(resolve, options.killAfterMilliseconds ?? 400 + Math.random() * 800));
    inFlightAtKill = inFlight;
    killed = true;
    await server.stop('SIGKILL');
    await Promise.allSettled(loops);

    const before = filesUnder(documentsFolder).length;
    await server.start();
    // The restart swept what the kill left: what is gone now was no claim's.
    const afterStart = filesUnder(documentsFolder).length;

    // Each attempt left without an answer is retried with its key, as the client would, in the
    // same session (sessions are in the database; authorize is rate limited per address).
    let unansweredButFiled = 0;
    const knownCodes = new Set(acknowledged.map((attempt) => attempt.referenceCode));
    const database = () => new Database(databaseFile, { readonly: true, fileMustExist: true });
    const committedBeforeRetry = (() => {
      const db = database();
      try {
        return new Set(
          (
            db.prepare('select idempotency_key from claims where idempotency_key is not null').all() as {
              idempotency_key: string;
            }[]
          ).map((row) => row.idempotency_key),
        );
      } finally {
        db.close();
      }
    })();
    for (const attempt of unanswered) {
      attempt.referenceCode = await attempt.claimant.submit(attempt, configs);
      if (committedBeforeRetry.has(attempt.key)) unansweredButFiled += 1;
    }
    // And a few acknowledged ones: the answer after a restart is the same reference code.
    for (const attempt of acknowledged.slice(0, 5)) {
      const again = await attempt.claimant.submit(attempt, configs);
      if (again !== attempt.referenceCode)
        problems.push(`${attempt.key}: a retry after the restart answered ${again}, not ${attempt.referenceCode}`);
    }
    await server.stop('SIGTERM');

    // The checks, on the database and the folder as a case team would find them.
    const db = database();
    let lost = 0;
    let duplicated = 0;
    let halfStored = 0;
    try {
      const claims = db
        .prepare('select id, reference_code, idempotency_key from claims where notice_id like ?')
        .all('NWMT%') as { id: string; reference_code: string; idempotency_key: string | null }[];
      const documentsOf = db.prepare(
        'select storage_key, sha256, size from claim_documents where claim_id = ? order by sha256',
      );
      const claimsByKey = new Map<string, typeof claims>();
      for (const claim of claims) {
        const list = claimsByKey.get(claim.idempotency_key ?? '') ?? [];
        list.push(claim);
        claimsByKey.set(claim.idempotency_key ?? '', list);
      }
      const attempts = [...acknowledged, ...unanswered];
      const attemptKeys = new Set(attempts.map((attempt) => attempt.key));
      for (const claim of claims) {
        if (!attemptKeys.has(claim.idempotency_key ?? '')) {
          duplicated += 1;
          problems.push(`claim ${claim.reference_code} answers no attempt`);
        }
      }
      for (const attempt of attempts) {
        const found = claimsByKey.get(attempt.key) ?? [];
        if (found.length > 1) {
          duplicated += found.length - 1;
          problems.push(`${attempt.key}: ${found.length} claims`);
        }
        const claim = found[0];
        const wasAcknowledged = knownCodes.has(attempt.referenceCode);
        if (!claim || claim.reference_code !== attempt.referenceCode) {
          if (wasAcknowledged) lost += 1;
          else halfStored += 1;
          problems.push(`${attempt.key}: ${attempt.referenceCode} not stored`);
          continue;
        }
        const rows = documentsOf.all(claim.id) as { storage_key: string; sha256: string; size: number }[];
        const expected = attempt.documents.map((document) => document.sha256).sort();
        const storedRight =
          rows.length === expected.length &&
          rows.every((row, index) => {
            const path = join(documentsFolder, row.storage_key);
            return row.sha256 === expected[index] && existsSync(path) && sha256(readFileSync(path)) === row.sha256;
          });
        if (!storedRight) {
          if (wasAcknowledged) lost += 1;
          else halfStored += 1;
          problems.push(`${attempt.key}: ${attempt.referenceCode} stored without all its documents and bytes`);
        }
      }
      const orphanRows = db
        .prepare('select count(*) as count from claim_documents where claim_id not in (select id from claims)')
        .get() as { count: number };
      if (orphanRows.count > 0) {
        halfStored += orphanRows.count;
        problems.push(`${orphanRows.count} document rows without a claim`);
      }
      const named = new Set(
        (db.prepare('select storage_key from claim_documents').all() as { storage_key: string }[]).map(
          (row) => row.storage_key,
        ),
      );
      const files = filesUnder(documentsFolder);
      const orphansLeft = files.filter((path) => !named.has(path)).length;
      if (orphansLeft > 0) problems.push(`${orphansLeft} files no document row names`);
      return {
        submissions,
        acknowledged: acknowledged.length,
        unanswered: unanswered.length,
        unansweredButFiled,
        inFlightAtKill,
        lost,
        duplicated,
        halfStored,
        orphansLeft,
        orphansSwept: before - afterStart,
        problems,
      };
    } finally {
      db.close();
    }
  } finally {
    await server.stop('SIGKILL');
    if (!options.keepFolder) rmSync(folder, { recursive: true, force: true });
  }
}
