import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { authorizeResponse } from '#pages-config/api/contract.ts';
import type { AbuseLimits } from '#server/security/abuseLimits.ts';
import {
  demoMembers,
  startServerHarness,
  type Claimant,
  type Credentials,
  type ServerHarness,
} from '#tests/helpers/serverHarness.ts';
import { testDatabaseKind } from '#tests/helpers/testDatabase.ts';

// Each test starts servers and files claims; the shared test machine may make that slow.
const slow = { timeout: 30_000 };

const administratorEmail = 'info@northwindsettlement.example';
const englishAuthorizationError =
  'The Notice ID and PIN you entered do not match our records, or this Notice ID cannot file this form. Check both against your notice and try again.';
const englishNoticeWait = `For your security, this Notice ID is paused after too many attempts with a wrong PIN. Wait 30 seconds, then try again. If you need help with your Notice ID or PIN, contact the Settlement Administrator at ${administratorEmail}.`;
const spanishNoticeWait = `Por su seguridad, este número de aviso (Notice ID) está en pausa tras demasiados intentos con un PIN incorrecto. Espere 30 segundos y vuelva a intentarlo. Si necesita ayuda con su número de aviso o su PIN, comuníquese con el Administrador del Acuerdo en ${administratorEmail}.`;
const englishNetworkWait = `There have been too many attempts with a wrong Notice ID or PIN from this connection. Wait 30 seconds, then try again. If you need help, contact the Settlement Administrator at ${administratorEmail}.`;

interface AttemptOptions {
  segment?: string;
  remoteAddress?: string;
  acceptLanguage?: string;
  userAgent?: string;
  /** Body keys besides the credentials (the honeypot). */
  extra?: Record<string, unknown>;
}

/** One authorize attempt from a fresh browser, at an address of the test's choosing. */
async function attempt(
  server: ServerHarness,
  credentials: Credentials,
  options: AttemptOptions = {},
): Promise<LightMyRequestResponse> {
  return attemptAs(server.claimant(), credentials, options);
}

async function attemptAs(
  claimant: Claimant,
  credentials: Credentials,
  options: AttemptOptions = {},
): Promise<LightMyRequestResponse> {
  if (!claimant.csrfToken) await claimant.csrf();
  const model = await claimant.model('Credentials', { noticeId: credentials.noticeId, pin: credentials.pin });
  return claimant.request({
    method: 'POST',
    url: `/api/forms/${options.segment ?? 'standard'}/authorize`,
    remoteAddress: options.remoteAddress ?? '198.51.100.1',
    headers: {
      'x-csrf-token': claimant.csrfToken ?? '',
      ...(options.acceptLanguage ? { 'accept-language': options.acceptLanguage } : {}),
      ...(options.userAgent ? { 'user-agent': options.userAgent } : {}),
    },
    payload: { credentials: model, reCaptchaResponse: null, ...options.extra },
  });
}

const wrongPin = (member: Credentials): Credentials => ({ noticeId: member.noticeId, pin: '000000' });

/** `count` wrong PINs for a member, one after another, each from its own address (so only the Notice ID budget counts). */
async function failTimes(server: ServerHarness, member: Credentials, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 0; index < count; index += 1)
    statuses.push((await attempt(server, wrongPin(member), { remoteAddress: `198.51.100.${index + 10}` })).statusCode);
  return statuses;
}

/** The attempts refused before the credentials check, counted per outcome (written to the database first). */
async function refusedCounts(server: ServerHarness): Promise<Record<string, number>> {
  await server.app.abuse.flushRefused();
  const rows = await server.app.db.selectFrom('refused_attempts').select(['outcome', 'count']).execute();
  const counts: Record<string, number> = {};
  for (const row of rows) counts[row.outcome] = (counts[row.outcome] ?? 0) + Number(row.count);
  return counts;
}

const retryAfter = (response: LightMyRequestResponse) => Number(response.headers['retry-after']);

/** The audit rows of a Notice ID (normalised), oldest first. */
async function auditOf(server: ServerHarness, noticeId: string) {
  return server.app.db
    .selectFrom('authorize_attempts')
    .selectAll()
    .where('notice_id', '=', noticeId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

let clock = new Date('2026-11-22T12:00:00Z');
/** Moves the servers' clock on. */
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};
const opened: ServerHarness[] = [];
async function open(options: Parameters<typeof startServerHarness>[0] = {}): Promise<ServerHarness> {
  const server = await startServerHarness({ now: () => clock, ...options });
  opened.push(server);
  return server;
}
afterEach(async () => {
  while (opened.length > 0) await opened.pop()?.close();
});

// The harness runs without captcha keys, so these are the fallback of NIST SP 800-63B §5.2.2's
// throttling: a Notice ID past its budget waits (with the captcha on, only the failing networks
// wait, and the right PIN with a solved captcha always gets in: tests/server/abuse/lockoutByGuessing.test.ts).
describe('failed authorizes per Notice ID (10 a day), without the captcha', slow, () => {
  it('answers the first 11 wrong PINs as wrong credentials', async () => {
    const server = await open();
    expect(await failTimes(server, demoMembers.alex, 11)).toEqual(Array(11).fill(401));
  });

  it('after an 11th wrong PIN, makes the Notice ID wait 30 seconds, even for the right PIN', async () => {
    const server = await open();
    await failTimes(server, demoMembers.alex, 11);
    const response = await attempt(server, demoMembers.alex);
    expect([response.statusCode, retryAfter(response)]).toEqual([429, 30]);
  });

  it("explains the wait in English with the administrator's email", async () => {
    const server = await open();
    await failTimes(server, demoMembers.alex, 11);
    expect(authorizeResponse.parse((await attempt(server, demoMembers.alex)).json()).error).toBe(englishNoticeWait);
  });

  it('explains it in Spanish to a Spanish claimant', async () => {
    const server = await open();
    await failTimes(server, demoMembers.alex, 11);
    const response = await attempt(server, demoMembers.alex, { acceptLanguage: 'es' });
    expect(authorizeResponse.parse(response.json()).error).toBe(spanishNoticeWait);
  });

  it('doubles the wait with each further wrong PIN, up to an hour (NIST SP 800-63B)', async () => {
    const server = await open();
    await failTimes(server, demoMembers.alex, 10);
    const waits: number[] = [];
    for (let failure = 0; failure < 9; failure += 1) {
      await attempt(server, wrongPin(demoMembers.alex), { remoteAddress: `203.0.113.${failure + 100}` });
      const wait = retryAfter(await attempt(server, demoMembers.alex));
      waits.push(wait);
      advance(wait);
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
  });

  it('lets the member in with the right PIN once the wait is over', async () => {
    const server = await open();
    await failTimes(server, demoMembers.alex, 11);
    advance(30);
    expect((await attempt(server, demoMembers.alex)).statusCode).toBe(200);
  });

  it('makes an unknown Notice ID wait the same way, so the wait tells nothing about which exist', async () => {
    const server = await open();
    const unknown = { noticeId: 'NWM-0000-0001', pin: '000000' };
    const statuses = await failTimes(server, unknown, 11);
    const twelfth = await attempt(server, unknown);
    expect([statuses.at(-1), twelfth.statusCode, retryAfter(twelfth)]).toEqual([401, 429, 30]);
  });

  it('counts the right PIN for a form the member may not file as a failure (or the wait would tell a right PIN)', async () => {
    const server = await open();
    for (let index = 0; index < 11; index += 1)
      await attempt(server, demoMembers.riley, { remoteAddress: `198.51.100.${index + 10}` });
    expect((await attempt(server, demoMembers.riley, { segment: 'automotive' })).statusCode).toBe(429);
  });

  it('does not count successes', async () => {
    const server = await open();
    for (let index = 0; index < 12; index += 1) await attempt(server, demoMembers.alex);
    expect((await attempt(server, wrongPin(demoMembers.alex))).statusCode).toBe(401);
  });

  it("starts the count again after the member's right PIN", async () => {
    const server = await open();
    await failTimes(server, demoMembers.alex, 9);
    await attempt(server, demoMembers.alex);
    await failTimes(server, demoMembers.alex, 2);
    expect((await attempt(server, demoMembers.alex)).statusCode).toBe(200);
  });

  it('counts one Notice ID however it is spelled', async () => {
    const server = await open();
    for (let index = 0; index < 11; index += 1)
      await attempt(
        server,
        { noticeId: index % 2 ? 'nwm4j7k2q9p' : ' NWM-4J7K-2Q9P ', pin: '000000' },
        { remoteAddress: `198.51.100.${index + 10}` },
      );
    expect((await attempt(server, demoMembers.alex)).statusCode).toBe(429);
  });

  it('leaves other Notice IDs alone', async () => {
    const server = await open();
    await failTimes(server, demoMembers.alex, 11);
    expect((await attempt(server, demoMembers.jordan)).statusCode).toBe(200);
  });

  it('counts the failures of every server sharing the database', async () => {
    const first = await open();
    const second = await open({ databaseFile: first.databaseFile, databaseUrl: first.databaseUrl });
    await failTimes(first, demoMembers.alex, 6);
    await failTimes(second, demoMembers.alex, 5);
    expect([
      (await attempt(first, demoMembers.alex)).statusCode,
      (await attempt(second, demoMembers.alex)).statusCode,
    ]).toEqual([429, 429]);
  });

  it('checks exactly 11 wrong PINs and makes the rest wait when 30 race, on two servers (PostgreSQL) or one (SQLite)', async () => {
    const first = await open();
    // Two servers in one process on one SQLite file would block each other's thread; SQLite serves one server.
    const second =
      testDatabaseKind === 'postgres'
        ? await open({ databaseFile: first.databaseFile, databaseUrl: first.databaseUrl })
        : first;
    const claimants = await Promise.all(
      Array.from({ length: 30 }, async (_, index) => {
        const claimant = (index % 2 ? first : second).claimant();
        await claimant.csrf();
        return claimant;
      }),
    );
    const statuses = await Promise.all(
      claimants.map((claimant, index) =>
        attemptAs(claimant, wrongPin(demoMembers.alex), { remoteAddress: `203.0.113.${index + 1}` }),
      ),
    );
    const outcomes = (await auditOf(first, 'NWM4J7K2Q9P')).map((row) => row.outcome);
    // Each server counts its own refusals; both write them to the one table.
    await second.app.abuse.flushRefused();
    expect([
      statuses.filter((response) => response.statusCode === 401).length,
      outcomes.filter((outcome) => outcome === 'wrong-credentials').length,
      (await refusedCounts(first))['notice-waiting'],
    ]).toEqual([11, 11, 19]);
  });
});

describe('failed authorizes per address and overall', slow, () => {
  const tight: Partial<AbuseLimits> = { authorizeFailuresPerAddress: { max: 3, windowMinutes: 60 } };
  const failThreeFrom = async (server: ServerHarness, remoteAddress: string) => {
    for (const noticeId of ['NWM-0000-0001', 'NWM-0000-0002', 'NWM-0000-0003'])
      await attempt(server, { noticeId, pin: '000000' }, { remoteAddress });
  };

  it('still lets the right PIN in from an address that has used its failures', async () => {
    const server = await open({ abuseLimits: tight });
    await failThreeFrom(server, '203.0.113.9');
    expect((await attempt(server, demoMembers.alex, { remoteAddress: '203.0.113.9' })).statusCode).toBe(200);
  });

  it('makes an address that fails past its budget wait, with 429 and the administrator to write to', async () => {
    const server = await open({ abuseLimits: tight });
    await failThreeFrom(server, '203.0.113.9');
    await attempt(server, { noticeId: 'NWM-0000-0004', pin: '000000' }, { remoteAddress: '203.0.113.9' });
    const response = await attempt(server, demoMembers.alex, { remoteAddress: '203.0.113.9' });
    expect([response.statusCode, authorizeResponse.parse(response.json()).error]).toEqual([429, englishNetworkWait]);
  });

  it('never makes other addresses wait', async () => {
    const server = await open({ abuseLimits: tight });
    await failThreeFrom(server, '203.0.113.9');
    await attempt(server, { noticeId: 'NWM-0000-0004', pin: '000000' }, { remoteAddress: '203.0.113.9' });
    expect((await attempt(server, demoMembers.alex, { remoteAddress: '203.0.113.10' })).statusCode).toBe(200);
  });

  it('counts the addresses of one IPv6 /64 as one, and keeps each address in the audit trail', async () => {
    const server = await open({ abuseLimits: tight });
    for (const [index, noticeId] of ['NWM-0000-0001', 'NWM-0000-0002', 'NWM-0000-0003', 'NWM-0000-0004'].entries())
      await attempt(server, { noticeId, pin: '000000' }, { remoteAddress: `2001:db8:85a3:8d3::${index + 1}` });
    const sameNetwork = await attempt(server, demoMembers.alex, { remoteAddress: '2001:db8:85a3:8d3:ffff::9' });
    const nextNetwork = await attempt(server, demoMembers.alex, { remoteAddress: '2001:db8:85a3:8d4::1' });

    expect([sameNetwork.statusCode, nextNetwork.statusCode]).toEqual([429, 200]);
    expect(
      (await auditOf(server, 'NWM00000001')).map((row) => [row.client_ip, row.client_network, row.outcome]),
    ).toEqual([['2001:db8:85a3:8d3::1', '2001:db8:85a3:8d3::/64', 'wrong-credentials']]);
  });

  it('lets the right PIN in once the whole site has used its failures, and makes each failing network wait', async () => {
    const server = await open({ abuseLimits: { authorizeFailuresOverall: { max: 4, windowMinutes: 60 } } });
    for (let index = 0; index < 5; index += 1)
      await attempt(
        server,
        { noticeId: `NWM-0000-000${index}`, pin: '000000' },
        { remoteAddress: `203.0.113.${index}` },
      );
    const member = await attempt(server, demoMembers.alex, { remoteAddress: '192.0.2.77' });
    const lastFailing = await attempt(server, demoMembers.alex, { remoteAddress: '203.0.113.4' });
    expect([member.statusCode, lastFailing.statusCode, retryAfter(lastFailing)]).toEqual([200, 429, 30]);
  });

  it('checks the wait before the credentials: a waiting address is not looked up, and counted as refused', async () => {
    const server = await open({ abuseLimits: tight });
    await failThreeFrom(server, '203.0.113.9');
    await attempt(server, { noticeId: 'NWM-0000-0004', pin: '000000' }, { remoteAddress: '203.0.113.9' });
    await attempt(server, demoMembers.alex, { remoteAddress: '203.0.113.9' });
    expect([(await auditOf(server, 'NWM4J7K2Q9P')).length, (await refusedCounts(server))['network-waiting']]).toEqual([
      0, 1,
    ]);
  });
});

describe('an unknown Notice ID and a wrong PIN', slow, () => {
  let server: ServerHarness;
  beforeAll(async () => {
    server = await startServerHarness();
  });
  afterAll(async () => {
    await server.close();
  });

  it('get the same status, body and headers', async () => {
    const shape = (response: LightMyRequestResponse) => ({
      status: response.statusCode,
      body: response.body,
      headers: Object.keys(response.headers)
        .filter((name) => !['date', 'set-cookie'].includes(name))
        .sort(),
    });
    const unknown = await attempt(server, { noticeId: 'NWM-0000-0009', pin: demoMembers.alex.pin });
    const wrong = await attempt(server, wrongPin(demoMembers.alex));
    expect(shape(unknown)).toEqual(shape(wrong));
  });
});

describe('the honeypot on authorize', slow, () => {
  it('refuses a filled one as wrong credentials, whatever the credentials', async () => {
    const server = await open();
    const response = await attempt(server, demoMembers.alex, { extra: { website: 'https://spam.example' } });
    expect([response.statusCode, authorizeResponse.parse(response.json()).error]).toEqual([
      401,
      englishAuthorizationError,
    ]);
  });

  it('lets an empty one through', async () => {
    const server = await open();
    expect((await attempt(server, demoMembers.alex, { extra: { website: '' } })).statusCode).toBe(200);
  });

  it('counts the attempt as honeypot, spending no failure of the Notice ID', async () => {
    const server = await open();
    await attempt(server, demoMembers.alex, { extra: { website: 'x' } });
    expect([(await auditOf(server, 'NWM4J7K2Q9P')).length, await refusedCounts(server)]).toEqual([0, { honeypot: 1 }]);
  });
});

describe('the audit trail of authorize', slow, () => {
  it('records each attempt with its time, normalised Notice ID, form, outcome, address and user agent', async () => {
    const server = await open();
    await attempt(
      server,
      { noticeId: 'nwm-4j7k-2q9p ', pin: '000000' },
      { remoteAddress: '203.0.113.5', userAgent: 'TestAgent/1.0' },
    );
    const [row] = await auditOf(server, 'NWM4J7K2Q9P');
    expect(row).toMatchObject({
      created_at: clock.toISOString(),
      notice_id: 'NWM4J7K2Q9P',
      form_type: 'Standard',
      outcome: 'wrong-credentials',
      client_ip: '203.0.113.5',
      user_agent: 'TestAgent/1.0',
    });
  });

  it('names every outcome of the attempts that reached the credentials check', async () => {
    const server = await open({ authorizeAttemptsPerMinute: 30, claimsPerMember: 1 });
    await attempt(server, demoMembers.alex);
    await attempt(server, wrongPin(demoMembers.alex));
    await attempt(server, demoMembers.alex, { segment: 'automotive' });
    await attempt(server, demoMembers.alex, { segment: 'documents-upload' });
    const claimant = server.claimant();
    await attemptAs(claimant, demoMembers.alex);
    await claimant.submitStandard(await claimant.standardParts());
    await attempt(server, demoMembers.alex);
    const outcomes = new Set((await auditOf(server, 'NWM4J7K2Q9P')).map((row) => row.outcome));
    expect([...outcomes].sort()).toEqual([
      'claim-limit-reached',
      'no-filed-claim',
      'not-allowed-form',
      'success',
      'wrong-credentials',
    ]);
  });

  it('counts the attempts refused before the check per outcome, without a row each', async () => {
    const server = await open({ authorizeAttemptsPerMinute: 30 });
    await attempt(server, demoMembers.alex, { extra: { website: 'x' } });
    await attempt(server, { noticeId: demoMembers.alex.noticeId, pin: '12' });
    await failTimes(server, demoMembers.alex, 11);
    await attempt(server, demoMembers.alex);
    expect([(await auditOf(server, 'NWM4J7K2Q9P')).length, await refusedCounts(server)]).toEqual([
      11,
      { honeypot: 1, invalid: 1, 'notice-waiting': 1 },
    ]);
  });

  it('counts attempts the per-minute filter refused, as rate-limited', async () => {
    const server = await open({ authorizeAttemptsPerMinute: 1 });
    await attempt(server, demoMembers.alex, { remoteAddress: '203.0.113.60' });
    const refused = await attempt(server, demoMembers.alex, { remoteAddress: '203.0.113.60' });
    const rows = await server.app.db
      .selectFrom('authorize_attempts')
      .select(['outcome', 'notice_id'])
      .where('client_ip', '=', '203.0.113.60')
      .execute();
    expect([refused.statusCode, rows.map((row) => row.outcome), await refusedCounts(server)]).toEqual([
      429,
      ['success'],
      { 'rate-limited': 1 },
    ]);
  });

  it('never holds the PIN', async () => {
    const server = await open();
    await attempt(server, demoMembers.alex);
    await attempt(server, { noticeId: demoMembers.alex.noticeId, pin: '918273' });
    const rows = await server.app.db.selectFrom('authorize_attempts').selectAll().execute();
    expect(JSON.stringify(rows)).not.toMatch(/583104|918273/);
  });

  it('keeps audit rows for 90 days, then prunes them', async () => {
    const { pruneAuthorizeAttempts } = await import('#server/security/authorizeAttempts.ts');
    const server = await open();
    await attempt(server, wrongPin(demoMembers.alex));
    const limits = server.app.abuse.limits;
    await pruneAuthorizeAttempts(server.app.db, limits, new Date(clock.getTime() + 89 * 24 * 60 * 60_000));
    const kept = (await auditOf(server, 'NWM4J7K2Q9P')).length;
    await pruneAuthorizeAttempts(server.app.db, limits, new Date(clock.getTime() + 91 * 24 * 60 * 60_000));
    expect([kept, (await auditOf(server, 'NWM4J7K2Q9P')).length]).toEqual([1, 0]);
  });
});
