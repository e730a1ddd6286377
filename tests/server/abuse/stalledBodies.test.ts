/**
 * Finding 2 of the hostile-traffic review: a request body that stopped after a few bytes stayed
 * open for good (still open after 420 s), and 300 of them from a session that never signed in held
 * 287 MiB; a draft's JSON body was read before the sign-in check. Now a body that stalls or
 * trickles is cut off with a 408, a claimant on a slow line who keeps up is not, the bodies a
 * visitor who has not signed in may have arriving at once are bounded per address and overall
 * (refused at once past the bound), and a request for a form the session has not authorized is
 * refused before its body is waited for. Over raw sockets, as an attacker would send them, with
 * the limits set small.
 */
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BodyPace, type SlowBodyReason } from '#server/security/bodyPace.ts';
import { defaultSlowClientLimits, slowClientLimitsFromEnvironment } from '#server/security/slowClientLimits.ts';
import { documentContextsOf, documentedLosses, filesUnder, fixtureBytes } from '#tests/helpers/documentUploads.ts';
import { demoMembers, startServerHarness, type Claimant, type ServerHarness } from '#tests/helpers/serverHarness.ts';
import { listenOnLoopback, openRaw, rawRequest, type RawConnection } from '#tests/helpers/rawHttp.ts';

const timedOutInSpanish =
  'Su conexión dejó de enviar datos, así que se canceló su solicitud. Revise su conexión e inténtelo de nuevo.';

/** A body may send nothing for 400 ms, and after 600 ms must have averaged 1,000 bytes a second. */
const paceLimits = { bodyIdleMs: 400, bodyGraceMs: 600, bodyMinBytesPerSecond: 1000, checkEveryMs: 25 };
/** Four bodies at once from one address, eight over the server; none is cut off during a test. */
const boundLimits = { bodyIdleMs: 60_000, openBodiesPerAddress: 4, openBodiesOverall: 8, checkEveryMs: 25 };

let paceServer: ServerHarness;
let pacePort: number;
let boundServer: ServerHarness;
let boundPort: number;
const opened: RawConnection[] = [];

beforeAll(async () => {
  paceServer = await startServerHarness({ slowClientLimits: paceLimits });
  pacePort = await listenOnLoopback(paceServer.app);
  boundServer = await startServerHarness({ slowClientLimits: boundLimits });
  boundPort = await listenOnLoopback(boundServer.app);
});
afterEach(async () => {
  const connections = opened.splice(0);
  for (const connection of connections) connection.socket.destroy();
  await Promise.all(connections.map((connection) => connection.closed));
  // The server counts a body as arrived once it has seen its connection close.
  await new Promise((resolve) => setTimeout(resolve, 50));
});
afterAll(async () => {
  await paceServer.close();
  await boundServer.close();
});

async function claimCount(server: ServerHarness): Promise<number> {
  const row = await server.app.db
    .selectFrom('claims')
    .select((select) => select.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function visitor(server: ServerHarness): Promise<Claimant> {
  const claimant = server.claimant();
  await claimant.csrf();
  return claimant;
}

/** The head of a request and the first bytes of its body, from a claimant's session. */
function head(
  server: ServerHarness,
  claimant: Claimant,
  options: { method?: string; url: string; contentType?: string; length: number; headers?: Record<string, string> },
): string {
  return rawRequest(options.method ?? 'POST', options.url, {
    cookie: `${server.app.sessions.cookieName}=${claimant.sessionId ?? ''}`,
    'x-csrf-token': claimant.csrfToken ?? '',
    'content-type': options.contentType ?? 'application/json',
    'content-length': String(options.length),
    ...options.headers,
  });
}

/** Opens a connection and remembers it, to close after the test. */
function open(port: number, text: string, options: Parameters<typeof openRaw>[2] = {}): RawConnection {
  const connection = openRaw(port, text, options);
  opened.push(connection);
  return connection;
}

const authorizeUrl = '/api/forms/standard/authorize';

describe('a body that stops arriving', () => {
  it('is cut off after the idle time with 408, in the claimant’s language, and its connection closed', async () => {
    const claimant = await visitor(paceServer);
    const connection = open(
      pacePort,
      head(paceServer, claimant, { url: authorizeUrl, length: 5000, headers: { 'accept-language': 'es' } }) +
        '{"credentials"',
    );
    const answer = await connection.answer;
    expect({
      status: answer?.status,
      error: JSON.parse(answer?.body ?? '{}').error,
      connection: answer?.headers.connection,
    }).toEqual({ status: 408, error: timedOutInSpanish, connection: 'close' });
  });
});

describe('a body trickled a few bytes a second', () => {
  it('is cut off with 408 once it falls behind the pace, though it never stops for the idle time', async () => {
    const claimant = await visitor(paceServer);
    const connection = open(pacePort, head(paceServer, claimant, { url: authorizeUrl, length: 5000 }));
    const trickle = setInterval(() => connection.socket.write('  '), 100);
    const answer = await connection.answer;
    clearInterval(trickle);
    expect(answer?.status).toBe(408);
  });
});

describe('a signed-in member’s submission that stops in the middle of a document', () => {
  it('is cut off with 408, and nothing of it is kept: no claim, no file staged or stored', async () => {
    const member = paceServer.claimant();
    await member.authorize(demoMembers.alex);
    const claimsBefore = await claimCount(paceServer);
    const boundary = 'stalledUpload';
    const parts = await member.standardParts(documentedLosses);
    const file = { fileName: 'receipt.pdf', bytes: fixtureBytes('pdf'), type: 'application/pdf' };
    const contexts = await documentContextsOf(member, [{ clientId: 'fm-stall0001', documentType: 'Receipt', file }]);
    const text = Object.entries({ ...parts, documentContexts: JSON.stringify(contexts) })
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('');
    const start =
      `${text}--${boundary}\r\nContent-Disposition: form-data; name="fm-stall0001"; filename="receipt.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n${file.bytes.subarray(0, 2000).toString('latin1')}`;
    const connection = open(
      pacePort,
      head(paceServer, member, {
        url: '/api/forms/standard',
        contentType: `multipart/form-data; boundary=${boundary}`,
        length: Buffer.byteLength(start, 'latin1') + 1_000_000,
      }) + start,
    );
    const answer = await connection.answer;
    await connection.closed;
    expect({
      status: answer?.status,
      claims: (await claimCount(paceServer)) - claimsBefore,
      files: filesUnder(join(paceServer.directory, 'documents')),
    }).toEqual({ status: 408, claims: 0, files: [] });
  });
});

describe('a body sent slowly but steadily, as from a phone on a slow line', () => {
  it('gets through: a signed-in member’s draft sent at 2.5 KB/s for most of a second is saved', async () => {
    const member = paceServer.claimant();
    await member.authorize(demoMembers.alex);
    const body = Buffer.from(JSON.stringify({ models: [], rows: [], furthestStepId: null }) + ' '.repeat(2000));
    const connection = open(
      pacePort,
      head(paceServer, member, { method: 'PUT', url: '/api/forms/standard/draft', length: body.length }),
    );
    let sent = 0;
    const steady = setInterval(() => {
      connection.socket.write(body.subarray(sent, sent + 100));
      sent += 100;
      if (sent >= body.length) clearInterval(steady);
    }, 40);
    const answer = await connection.answer;
    clearInterval(steady);
    expect([answer?.status, sent >= body.length]).toEqual([200, true]);
  });
});

describe('a request for a form the session has not signed in to, its body stalled', () => {
  const routes = [
    ['a submission', '/api/forms/standard', 'POST', 'multipart/form-data; boundary=stalled', '--stalled\r\n'],
    ['a draft', '/api/forms/standard/draft', 'PUT', 'application/json', '{"models":'],
  ] as const;

  it.each(routes)('%s is refused 401 at once, its body never waited for', async (_name, url, method, type, start) => {
    const claimant = await visitor(paceServer);
    const connection = open(
      pacePort,
      head(paceServer, claimant, { method, url, contentType: type, length: 100_000 }) + start,
    );
    const answer = await connection.answer;
    expect([answer?.status, answer?.headers.connection]).toEqual([401, 'close']);
  });

  it.each(routes)('%s without the CSRF token is refused 403 at once', async (_name, url, method, type, start) => {
    const claimant = await visitor(paceServer);
    const connection = open(
      pacePort,
      head(paceServer, claimant, { method, url, contentType: type, length: 100_000, headers: { 'x-csrf-token': '' } }) +
        start,
    );
    const answer = await connection.answer;
    expect([answer?.status, answer?.headers.connection]).toEqual([403, 'close']);
  });
});

describe('bodies of visitors who have not signed in, arriving at once', () => {
  /** Opens `count` authorize bodies stalled after a few bytes, from one address. */
  async function stall(count: number, localAddress: string): Promise<RawConnection[]> {
    const claimant = await visitor(boundServer);
    return Array.from({ length: count }, () =>
      open(boundPort, head(boundServer, claimant, { url: authorizeUrl, length: 5000 }) + '{"cred', {
        localAddress,
        timeoutMs: 600,
      }),
    );
  }

  /** Nine stalled bodies, four from each of two addresses and one from a third: one more than the server takes. */
  async function pastTheServersBound(): Promise<RawConnection[]> {
    return [...(await stall(4, '127.0.0.2')), ...(await stall(4, '127.0.0.3')), ...(await stall(1, '127.0.0.4'))];
  }

  it('past the address’s share are refused at once with 429 and Retry-After; the share stays open', async () => {
    const answers = await Promise.all((await stall(6, '127.0.0.2')).map((connection) => connection.answer));
    expect(answers.map((answer) => answer && [answer.status, answer.headers['retry-after']])).toEqual(
      expect.arrayContaining([[429, '60'], [429, '60'], null, null, null, null]),
    );
  });

  it('past the server’s bound are refused at once with 503 and Retry-After, the rest left open', async () => {
    const answers = await Promise.all((await pastTheServersBound()).map((connection) => connection.answer));
    expect(answers.map((answer) => answer && [answer.status, answer.headers['retry-after']]).sort()).toEqual([
      [503, '60'],
      ...Array.from({ length: 8 }, () => null),
    ]);
  });

  it('do not keep a new claimant from signing in, even with the server’s bound full', async () => {
    const stalled = await Promise.all((await pastTheServersBound()).map((connection) => connection.answer));
    const claimant = boundServer.claimant();
    await claimant.csrf();
    const model = await claimant.model('Credentials', {
      noticeId: demoMembers.alex.noticeId,
      pin: demoMembers.alex.pin,
    });
    const body = JSON.stringify({ credentials: model, reCaptchaResponse: null });
    const connection = open(
      boundPort,
      head(boundServer, claimant, { url: authorizeUrl, length: Buffer.byteLength(body) }) + body,
      { localAddress: '127.0.0.5' },
    );
    const answer = await connection.answer;
    // The bound is full: eight bodies hold it, the ninth was refused.
    expect({
      refused: stalled.filter((refusal) => refusal?.status === 503).length,
      status: answer?.status,
      authorized: JSON.parse(answer?.body ?? '{}').authorized,
    }).toEqual({ refused: 1, status: 200, authorized: true });
  });
});

describe('the pace of a body', () => {
  /** The little of a request the pace reads: its socket's byte count and its buffer. */
  function fakeRequest() {
    return {
      complete: false,
      readableLength: 0,
      readableHighWaterMark: 16_384,
      socket: { bytesRead: 100, destroyed: false, destroy() {} },
    };
  }

  it('does not count the time the server is behind (its buffer full) as the client’s', () => {
    let now = 0;
    const pace = new BodyPace({ idleMs: 500, minBytesPerSecond: 1000, graceMs: 300 }, 25, () => now);
    const request = fakeRequest();
    const cuts: SlowBodyReason[] = [];
    pace.watch(request as unknown as IncomingMessage, (reason) => cuts.push(reason) > 0);
    // The client filled the buffer at once; the server's reader then takes ten seconds to catch up.
    request.socket.bytesRead += 16_384;
    request.readableLength = 16_384;
    for (now = 25; now <= 10_000; now += 25) pace.check();
    pace.close();
    expect(cuts).toEqual([]);
  });

  it('counts the time the client sends nothing, its buffer not full, and cuts it off as stalled', () => {
    let now = 0;
    const pace = new BodyPace({ idleMs: 500, minBytesPerSecond: 1000, graceMs: 300 }, 25, () => now);
    const request = fakeRequest();
    const cuts: SlowBodyReason[] = [];
    pace.watch(request as unknown as IncomingMessage, (reason) => cuts.push(reason) > 0);
    // Enough bytes at once that the pace allows two seconds more: only the idle time can cut it off.
    request.socket.bytesRead += 2_000;
    request.readableLength = 2_000;
    for (now = 25; now <= 1_000; now += 25) pace.check();
    pace.close();
    expect(cuts).toEqual(['stalled']);
  });
});

describe('the settings', () => {
  it('are read from the environment in seconds and bytes, the open bodies bounds turned off with "off"', () => {
    const limits = slowClientLimitsFromEnvironment({
      BODY_IDLE_SECONDS: '45',
      BODY_MIN_BYTES_PER_SECOND: '1000',
      KEEP_ALIVE_SECONDS: '120',
      OPEN_BODIES_PER_ADDRESS: 'off',
      OPEN_BODIES_OVERALL: '2000',
    });
    expect(limits).toEqual({
      ...defaultSlowClientLimits,
      bodyIdleMs: 45_000,
      bodyMinBytesPerSecond: 1000,
      keepAliveMs: 120_000,
      openBodiesPerAddress: false,
      openBodiesOverall: 2000,
    });
  });

  it('refuse a value that is not a positive whole number, naming the variable and what to set', () => {
    expect(() => slowClientLimitsFromEnvironment({ BODY_IDLE_SECONDS: '0.5' })).toThrow(
      'BODY_IDLE_SECONDS: a positive whole number of seconds, not "0.5".',
    );
  });
});
