/**
 * Load on the real API with autocannon, as browsers would send it: a session cookie and the CSRF
 * header on every unsafe call, the credentials model on authorize, a multipart Standard claim with
 * an Idempotency-Key on submit. Sessions are one-use (authorize moves the session to a new id, a
 * filed claim uses up the member), so each phase draws from a pool prepared before it.
 */
import { randomUUID } from 'node:crypto';
import autocannon, { type Request, type Result } from 'autocannon';
import { alexClaimantInfo } from '#tests/helpers/demoAnswers.ts';
import { cpuSecondsOf, type Member } from './claimkitServer.ts';

export interface LoadSummary {
  requests: number;
  seconds: number;
  requestsPerSecond: number;
  p50Milliseconds: number;
  p99Milliseconds: number;
  non2xx: number;
  errors: number;
  /** Status codes other than 2xx, with their counts. */
  statusCodes: Record<string, number>;
  /**
   * CPU time the server process spent per request (user + system): steadier than the rates on a
   * shared machine, since it does not count the time other processes had the CPUs.
   */
  serverCpuMillisecondsPerRequest?: number;
}

export function summarize(result: Result): LoadSummary {
  const statusCodes: Record<string, number> = {};
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {}))
    if (!code.startsWith('2')) statusCodes[code] = count ?? 0;
  const requests = result.requests.total;
  return {
    requests,
    seconds: result.duration,
    requestsPerSecond: Math.round(requests / Math.max(result.duration, 0.001)),
    p50Milliseconds: result.latency.p50,
    p99Milliseconds: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    statusCodes,
  };
}

export interface LoadOptions {
  url: string;
  connections: number;
  /** Seconds; the phase ends sooner when maxRequests are answered. */
  duration: number;
  maxRequests?: number;
  /** Requests per second over all connections (a fixed-rate run). */
  overallRate?: number;
  requests: Request[];
  /** The server's process id, to measure the CPU time it spent on the phase. */
  serverPid?: number;
}

export async function runLoad(options: LoadOptions): Promise<LoadSummary> {
  const cpuBefore = options.serverPid ? cpuSecondsOf(options.serverPid) : 0;
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.duration,
    ...(options.maxRequests ? { maxOverallRequests: options.maxRequests } : {}),
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
    requests: options.requests,
    timeout: 30,
  });
  const summary = summarize(result);
  if (options.serverPid && summary.requests > 0) {
    const cpu = cpuSecondsOf(options.serverPid) - cpuBefore;
    summary.serverCpuMillisecondsPerRequest = Math.round((cpu / summary.requests) * 1e5) / 100;
  }
  return summary;
}

const sessionCookieName = 'claimkit_session';

/** The session id a response's Set-Cookie hands out, if any. */
function sessionIdOf(headers: NodeJS.Dict<string | string[]> | undefined): string | undefined {
  const setCookie = headers?.['set-cookie'] ?? headers?.['Set-Cookie'];
  for (const cookie of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
    const match = new RegExp(`^${sessionCookieName}=([^;]+)`).exec(cookie);
    if (match) return match[1];
  }
  return undefined;
}

export interface BrowserSession {
  sessionId: string;
  csrfToken: string;
}

export interface AuthorizedSession extends BrowserSession {
  member: Member;
}

/** A pool drawn from in order by setupRequest; running dry is a bench bug, so it throws. */
class Pool<T> {
  readonly #items: readonly T[];
  #next = 0;
  constructor(items: readonly T[]) {
    this.#items = items;
  }
  get size(): number {
    return this.#items.length - this.#next;
  }
  take(): T {
    const item = this.#items[this.#next];
    if (item === undefined) throw new Error('bench pool ran dry: prepare more sessions');
    this.#next += 1;
    return item;
  }
}

/** GET /api/csrf `count` times: new sessions, each with its CSRF token. */
export async function createSessions(url: string, count: number, connections = 16): Promise<BrowserSession[]> {
  const sessions: BrowserSession[] = [];
  await runLoad({
    url,
    connections,
    duration: 600,
    maxRequests: count,
    requests: [
      {
        method: 'GET',
        path: '/api/csrf',
        onResponse: (status, body, _context, headers) => {
          const sessionId = sessionIdOf(headers);
          if (status !== 200 || !sessionId) return;
          sessions.push({ sessionId, csrfToken: (JSON.parse(body) as { requestToken: string }).requestToken });
        },
      },
    ],
  });
  return sessions;
}

/** The model configs the server serves, by form type and dtoMapping. */
export interface ModelConfig {
  metadata: { dtoMapping: string; formType: string } & Record<string, unknown>;
  metadataHash: string;
}

export async function formsConfig(url: string): Promise<ModelConfig[]> {
  const response = await fetch(`${url}/api/forms/config`);
  if (!response.ok) throw new Error(`GET /api/forms/config answered ${response.status}`);
  return (await response.json()) as ModelConfig[];
}

/** A model payload as the client sends it. */
export function model(configs: readonly ModelConfig[], dtoMapping: string, fields: Record<string, unknown>) {
  const config = configs.find(
    (entry) => entry.metadata.dtoMapping === dtoMapping && entry.metadata.formType === 'Standard',
  );
  if (!config) throw new Error(`no Standard ${dtoMapping} model in /api/forms/config`);
  return {
    id: null,
    clientId: `${dtoMapping}-b3e4c7a1`,
    metadata: config.metadata,
    metadataHash: config.metadataHash,
    fields,
  };
}

let forwardedFor = 0;
/**
 * A different private address per call, as claimants behind the site's proxy have: the server
 * limits authorize and submit calls per address (the limits stay on in the bench).
 */
export function nextClientAddress(): string {
  forwardedFor += 1;
  return `10.${(forwardedFor >> 16) & 255}.${(forwardedFor >> 8) & 255}.${forwardedFor & 255}`;
}

/**
 * POST /api/forms/standard/authorize for each member with a fresh session: `Authorize` phase of
 * the bench, and the way the submit phases get their authorized sessions.
 */
export async function authorizeMembers(
  url: string,
  configs: readonly ModelConfig[],
  sessions: BrowserSession[],
  members: Member[],
  options: { connections: number; duration: number; maxRequests: number; serverPid?: number },
): Promise<{ summary: LoadSummary; authorized: AuthorizedSession[] }> {
  const pairs = new Pool(
    sessions.slice(0, members.length).map((session, index) => ({ session, member: members[index] as Member })),
  );
  const authorized: AuthorizedSession[] = [];
  const summary = await runLoad({
    url,
    connections: options.connections,
    duration: options.duration,
    maxRequests: Math.min(options.maxRequests, pairs.size - 2 * options.connections),
    ...(options.serverPid ? { serverPid: options.serverPid } : {}),
    requests: [
      {
        method: 'POST',
        path: '/api/forms/standard/authorize',
        setupRequest: (request, context) => {
          const { session, member } = pairs.take();
          (context as { pending?: unknown }).pending = { session, member };
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              cookie: `${sessionCookieName}=${session.sessionId}`,
              'x-csrf-token': session.csrfToken,
              'x-forwarded-for': nextClientAddress(),
            },
            body: JSON.stringify({
              credentials: model(configs, 'Credentials', { noticeId: member.noticeId, pin: member.pin }),
              reCaptchaResponse: null,
            }),
          };
        },
        onResponse: (status, _body, context, headers) => {
          const pending = (context as { pending?: { session: BrowserSession; member: Member } }).pending;
          const sessionId = sessionIdOf(headers);
          // Authorize renews the session's CSRF token and sends the new one in this header.
          const renewed = headers?.['x-csrf-token'];
          const csrfToken = typeof renewed === 'string' ? renewed : pending?.session.csrfToken;
          if (status === 200 && pending && sessionId && csrfToken)
            authorized.push({ sessionId, csrfToken, member: pending.member });
        },
      },
    ],
  });
  return { summary, authorized };
}

/** multipart/form-data of text parts and at most one file, with a fixed boundary. */
export function multipart(
  parts: ReadonlyArray<readonly [string, string]>,
  file?: { name: string; fileName: string; type: string; bytes: Buffer },
): { body: Buffer; contentType: string } {
  const boundary = '----claimkitbench7MA4YWxkTrZu0gW';
  const pieces: Buffer[] = [];
  for (const [name, value] of parts)
    pieces.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    pieces.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.fileName}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  pieces.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(pieces), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A document sent with a claim with documented losses. */
export interface BenchDocument {
  fileName: string;
  type: string;
  bytes: Buffer;
}

/**
 * The multipart body of a valid Standard claim by this member, with one document or none, and the
 * captcha token of a solved check when the server has the captcha on.
 */
export function standardClaimBody(
  configs: readonly ModelConfig[],
  member: Member,
  document?: BenchDocument,
  captchaToken = '',
): { body: Buffer; contentType: string } {
  const clientId = 'fm-bench0001';
  const parts: Array<readonly [string, string]> = [
    ['reCaptchaResponse', captchaToken],
    ['userPreferredCulture', 'en'],
    ['captchaRawValue', ''],
    ['signature', 'Alex Sample'],
    ['credentials', JSON.stringify(model(configs, 'Credentials', { noticeId: member.noticeId, pin: member.pin }))],
    [
      'claimantInfo',
      JSON.stringify(
        model(configs, 'ClaimantInfo', { ...alexClaimantInfo, hasDocumentedLosses: document ? 'Yes' : 'No' }),
      ),
    ],
    [
      'claimDetails',
      document
        ? JSON.stringify(
            model(configs, 'ClaimDetails', {
              hoursLost: '2',
              documentedLosses: '120.00',
              lossesDescription: 'Credit freeze fees',
            }),
          )
        : 'null',
    ],
    [
      'paymentElection',
      JSON.stringify(
        model(configs, 'PaymentElection', { paymentMethod: 'Check', payPalEmail: null, confirmPayPalEmail: null }),
      ),
    ],
    ['prepopulatedData', '[]'],
    [
      'documentContexts',
      document
        ? JSON.stringify([
            {
              ...model(configs, 'DocumentContexts', {
                documentType: 'Receipt',
                file: document.fileName,
                fileName: document.fileName,
                fileSize: String(document.bytes.length),
                fileType: document.type,
              }),
              clientId,
            },
          ])
        : '[]',
    ],
    ['claimTransactions', '[]'],
  ];
  return multipart(parts, document ? { name: clientId, ...document } : undefined);
}

/** The request of one claim: the member's authorized session, the CSRF header, a new Idempotency-Key. */
export function submitRequest(
  request: Request,
  session: AuthorizedSession,
  body: { body: Buffer; contentType: string },
): Request {
  return {
    ...request,
    headers: {
      'content-type': body.contentType,
      cookie: `${sessionCookieName}=${session.sessionId}`,
      'x-csrf-token': session.csrfToken,
      'idempotency-key': randomUUID(),
      'x-forwarded-for': nextClientAddress(),
    },
    body: body.body,
  };
}

/**
 * POST /api/forms/standard from the pool of authorized sessions, one claim per member, with one
 * document or none.
 */
export async function submitClaims(
  url: string,
  configs: readonly ModelConfig[],
  sessions: AuthorizedSession[],
  options: {
    connections: number;
    duration: number;
    overallRate?: number;
    document?: BenchDocument;
    serverPid?: number;
  },
): Promise<LoadSummary> {
  const pool = new Pool(sessions);
  const refused = new Map<string, number>();
  const summary = await runLoad({
    url,
    connections: options.connections,
    duration: options.duration,
    maxRequests: pool.size - 2 * options.connections,
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
    ...(options.serverPid ? { serverPid: options.serverPid } : {}),
    requests: [
      {
        method: 'POST',
        path: '/api/forms/standard',
        setupRequest: (request) => {
          const session = pool.take();
          return submitRequest(request, session, standardClaimBody(configs, session.member, options.document));
        },
        onResponse: (status, body) => {
          if (status < 300) return;
          const key = `${status} ${body.slice(0, 300)}`;
          if (refused.has(key) || refused.size < 5) refused.set(key, (refused.get(key) ?? 0) + 1);
        },
      },
    ],
  });
  for (const [body, count] of refused) console.warn(`  refused (${count}×): ${body}`);
  return summary;
}

/**
 * A sound PDF of about `size` bytes: comment lines of padding after the header, then a catalog, an
 * empty page tree, a cross-reference table with their offsets, the trailer, startxref and %%EOF
 * (the server refuses a PDF without them as damaged).
 */
export function paddedPdf(size: number): Buffer {
  const header = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const objects = [
    '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n',
    '2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n',
  ];
  const line = '% bench padding, a PDF comment line\n';
  const paddingLength = Math.max(0, size - header.length - 400);
  const padding = line.repeat(Math.floor(paddingLength / line.length));
  let offset = header.length + padding.length;
  const entries = objects.map((object) => {
    const entry = `${String(offset).padStart(10, '0')} 00000 n \n`;
    offset += object.length;
    return entry;
  });
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries.join('')}`;
  const trailer = `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`;
  return Buffer.from(`${header}${padding}${objects.join('')}${xref}${trailer}`, 'latin1');
}
