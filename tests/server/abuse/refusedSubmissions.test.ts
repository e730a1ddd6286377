/**
 * Point 10 of the hostile-traffic review (bench/abuse): a bot that signed in once could send bait,
 * loose answers or upload bombs again and again, moving to a new session and address whenever a
 * submission limit stopped it, and every submission was read, parsed and checked at the expense of
 * every other claimant. Now a member's refused submissions are counted per Notice ID; past the
 * budget the next is refused with 429 before a byte of its body is read, from any session or
 * address, until the window ends. Other members are not touched.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { submitResponse } from '#pages-config/api/contract.ts';
import { abuseLimitsFromEnvironment, defaultAbuseLimits } from '#server/security/abuseLimits.ts';
import { listenOnLoopback, openRaw, rawRequest } from '#tests/helpers/rawHttp.ts';
import {
  demoMembers,
  startServerHarness,
  validStandardValues,
  type Claimant,
  type Credentials,
  type ServerHarness,
} from '#tests/helpers/serverHarness.ts';

// Each test files a dozen submissions; the shared test machine may make that slow.
const slow = { timeout: 30_000 };

const budget = (() => {
  const byDefault = defaultAbuseLimits.refusedSubmitsPerNotice;
  if (!byDefault) throw new Error('The refused-submissions budget is on by default.');
  return byDefault;
})();

let clock = new Date('2026-11-22T12:10:00Z');
const opened: ServerHarness[] = [];
async function open(): Promise<ServerHarness> {
  const server = await startServerHarness({ now: () => clock, abuseLimits: { refusedSubmitsPerNotice: budget } });
  opened.push(server);
  return server;
}
afterEach(async () => {
  clock = new Date('2026-11-22T12:10:00Z');
  while (opened.length > 0) await opened.pop()?.close();
});

async function signedIn(server: ServerHarness, member: Credentials = demoMembers.alex): Promise<Claimant> {
  const claimant = server.claimant();
  expect((await claimant.authorize(member)).statusCode).toBe(200);
  return claimant;
}

/** A Standard submission from `claimant`: valid, or with an email no form would send. */
async function submit(claimant: Claimant, kind: 'valid' | 'invalid', acceptLanguage = 'en') {
  const values = validStandardValues();
  const claimantInfo = kind === 'valid' ? values.claimantInfo : { ...values.claimantInfo, email: 'a@@b' };
  return claimant.submitStandard(await claimant.standardParts({ claimantInfo }), { acceptLanguage });
}

/** Spends the budget: as many refused submissions as it allows, each answered 400. */
async function spendBudget(claimant: Claimant): Promise<void> {
  for (let index = 0; index < budget.max; index += 1) expect((await submit(claimant, 'invalid')).statusCode).toBe(400);
}

describe('a member’s refused submissions', slow, () => {
  it('under the budget leave the member free to file', async () => {
    const server = await open();
    const alex = await signedIn(server);
    for (let index = 0; index < budget.max - 1; index += 1) await submit(alex, 'invalid');
    expect((await submit(alex, 'valid')).statusCode).toBe(200);
  });

  it('past the budget, refuse the next with 429, when the window ends and what to do, in the claimant’s language', async () => {
    const server = await open();
    const alex = await signedIn(server);
    await spendBudget(alex);
    const english = await submit(alex, 'valid');
    const spanish = await submit(alex, 'valid', 'es');
    // 12:10 in an hour's window: 50 minutes left.
    expect([english.statusCode, english.headers['retry-after'], submitResponse.parse(english.json()).error]).toEqual([
      429,
      '3000',
      'This claim has been sent with answers that could not be accepted too many times. Wait 50 minutes, then check your answers and submit again. If you need help, contact the Settlement Administrator at info@northwindsettlement.example.',
    ]);
    expect([spanish.statusCode, submitResponse.parse(spanish.json()).error]).toEqual([
      429,
      'Esta reclamación se ha enviado demasiadas veces con respuestas que no se pudieron aceptar. Espere 50 minutos, revise sus respuestas y vuelva a enviarla. Si necesita ayuda, comuníquese con el Administrador del Acuerdo en info@northwindsettlement.example.',
    ]);
  });

  it('past the budget, refuse the member from a new session and another address', async () => {
    const server = await open();
    await spendBudget(await signedIn(server));
    const again = await signedIn(server);
    const answer = await again.submitStandard(await again.standardParts(), { remoteAddress: '198.51.100.23' });
    expect(answer.statusCode).toBe(429);
  });

  it('past the budget, answer 429 before a byte of the body arrives: an upload is refused unread', async () => {
    const server = await open();
    const alex = await signedIn(server);
    await spendBudget(alex);
    const port = await listenOnLoopback(server.app);
    // A 20 MB upload announced, its head sent and nothing more.
    const connection = openRaw(
      port,
      rawRequest('POST', '/api/forms/standard', {
        cookie: `${server.app.sessions.cookieName}=${alex.sessionId ?? ''}`,
        'x-csrf-token': alex.csrfToken ?? '',
        'content-type': 'multipart/form-data; boundary=unread',
        'content-length': String(20 * 1024 * 1024),
      }),
      { timeoutMs: 3_000 },
    );
    const answer = await connection.answer;
    connection.socket.destroy();
    expect(answer?.status).toBe(429);
  });

  it('leave other members alone', async () => {
    const server = await open();
    await spendBudget(await signedIn(server));
    const jordan = await signedIn(server, demoMembers.jordan);
    const credentials = { noticeId: demoMembers.jordan.noticeId, pin: demoMembers.jordan.pin };
    const answer = await jordan.submitStandard(await jordan.standardParts({ credentials }));
    expect(answer.statusCode).toBe(200);
  });

  it('count again from the next window', async () => {
    const server = await open();
    const alex = await signedIn(server);
    await spendBudget(alex);
    clock = new Date(clock.getTime() + 60 * 60_000);
    // The first session has timed out by then: the member signs in again.
    expect((await submit(await signedIn(server), 'valid')).statusCode).toBe(200);
  });

  it('do not include requests refused for a missing CSRF token, which another site could forge', async () => {
    const server = await open();
    const alex = await signedIn(server);
    for (let index = 0; index <= budget.max; index += 1)
      expect((await alex.submitStandard(await alex.standardParts(), { csrfToken: null })).statusCode).toBe(403);
    expect((await submit(alex, 'valid')).statusCode).toBe(200);
  });

  it('are not counted when the budget’s own 429 answers them', async () => {
    const server = await open();
    const alex = await signedIn(server);
    await spendBudget(alex);
    for (let index = 0; index < 3; index += 1) await submit(alex, 'invalid');
    const counters = await server.app.db
      .selectFrom('request_counters')
      .select('count')
      .where('counter_key', 'like', 'submit:refused:%')
      .execute();
    expect(counters.map((row) => Number(row.count))).toEqual([budget.max]);
  });
});

describe('REFUSED_SUBMITS_PER_NOTICE, as the server reads it at start', () => {
  it('is 10 an hour by default, any positive whole number when set, and "off" turns it off', () => {
    expect([
      abuseLimitsFromEnvironment({}).refusedSubmitsPerNotice,
      abuseLimitsFromEnvironment({ REFUSED_SUBMITS_PER_NOTICE: '25' }).refusedSubmitsPerNotice,
      abuseLimitsFromEnvironment({ REFUSED_SUBMITS_PER_NOTICE: 'off' }).refusedSubmitsPerNotice,
    ]).toEqual([{ max: 10, windowMinutes: 60 }, { max: 25, windowMinutes: 60 }, false]);
  });

  it('refuses a value that is not a positive whole number, naming the variable', () => {
    expect(() => abuseLimitsFromEnvironment({ REFUSED_SUBMITS_PER_NOTICE: '0' })).toThrow(
      'REFUSED_SUBMITS_PER_NOTICE: a positive whole number, or "off", not "0".',
    );
  });
});
