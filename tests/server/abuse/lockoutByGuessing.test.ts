/**
 * Finding 4 of the hostile-traffic review: anyone could switch off sign-in for everyone. After
 * 5,000 wrong attempts in an hour (260 addresses did it in 14 s) every right PIN got 429 for an
 * hour, and 10 wrong PINs locked any member out for 24 hours, right PIN included, knowing only the
 * Notice ID printed on a notice. Now the budgets escalate as NIST SP 800-63B §5.2.2 advises: a
 * right PIN with a solved captcha always gets in, and a failure past a budget makes the network
 * that failed wait, 30 seconds doubling up to an hour, counted in the database. Without captcha
 * keys, a challenged Notice ID waits instead.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeResponse } from '#pages-config/api/contract.ts';
import { AbuseLimitSettingError, abuseLimitsFromEnvironment } from '#server/security/abuseLimits.ts';
import { startFakeCaptcha } from '#tests/helpers/fakeProviders/startFakeCaptcha.ts';
import { demoMembers, startServerHarness, type Credentials, type ServerHarness } from '#tests/helpers/serverHarness.ts';

// Each test starts a server; the shared test machine may make that slow.
const slow = { timeout: 30_000 };

const siteKey = '10000000-ffff-ffff-ffff-000000000001';
const secret = '0x0000000000000000000000000000000000000001';
const englishCaptchaError = 'Complete the security check, then submit again.';

let provider: Awaited<ReturnType<typeof startFakeCaptcha>>;
beforeAll(async () => {
  provider = await startFakeCaptcha({ siteKey, secret });
});
afterAll(async () => {
  await provider.close();
});

let clock = new Date('2026-11-22T12:00:00Z');
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

interface LogLine {
  level: number;
  msg: string;
  noticeId?: string;
}

/** A server with the captcha on against the fake provider (unless `captcha: false`), whose log lines `lines` collects. */
async function open(
  options: Parameters<typeof startServerHarness>[0] & { captcha?: boolean; lines?: LogLine[] } = {},
): Promise<ServerHarness> {
  const { captcha = true, lines, ...rest } = options;
  return startServerHarness({
    now: () => clock,
    ...(captcha
      ? { captchaSiteKey: siteKey, captchaSecret: secret, captchaVerifyUrl: provider.verifyUrl('hCaptcha') }
      : {}),
    ...(lines
      ? { logger: true, logStream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) } }
      : {}),
    ...rest,
  });
}

// Every test uses Notice IDs and networks of its own (members aside, whom a right PIN resets), so
// the tests of a group share one server and hold in any order.
let addresses = 0;
/** A client address no other attempt of this file used. */
const freshAddress = () => {
  addresses += 1;
  return `198.18.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};
let notices = 0;
/** A Notice ID no member has and no other attempt of this file tried. */
const freshNoticeId = () => `NWM-0000-${String((notices += 1)).padStart(4, '0')}`;

interface AttemptOptions {
  remoteAddress?: string;
  /** Send a captcha token the provider issued (true, the default, while the captcha is on), or none. */
  solved?: boolean;
  acceptLanguage?: string;
  /** The form's URL segment; standard by default. */
  segment?: string;
}

/** One authorize attempt from a fresh browser, by default from an address of its own. */
async function attempt(server: ServerHarness, credentials: Credentials, options: AttemptOptions = {}) {
  const captchaOn = server.app.captcha.settings.enabled;
  return server.claimant().authorize(credentials, {
    remoteAddress: options.remoteAddress ?? freshAddress(),
    reCaptchaResponse: captchaOn && (options.solved ?? true) ? provider.issueToken() : null,
    ...(options.acceptLanguage ? { acceptLanguage: options.acceptLanguage } : {}),
    ...(options.segment ? { segment: options.segment } : {}),
  });
}

const wrongPin = (noticeId: string): Credentials => ({ noticeId, pin: '000000' });

/** `count` wrong PINs on a Notice ID, each from a network of its own, so no network's budget counts. */
async function guessAt(server: ServerHarness, noticeId: string, count: number): Promise<void> {
  for (let index = 0; index < count; index += 1) await attempt(server, wrongPin(noticeId));
}

/** `count` wrong PINs from one network, each on a Notice ID of its own, so no Notice ID's budget counts. */
async function failFrom(server: ServerHarness, remoteAddress: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 0; index < count; index += 1)
    statuses.push((await attempt(server, wrongPin(freshNoticeId()), { remoteAddress })).statusCode);
  return statuses;
}

const retryAfter = (response: { headers: Record<string, unknown> }) => Number(response.headers['retry-after']);

/** With the captcha on, and a budget of 3 failures an hour per network (30 by default). */
let server: ServerHarness;
const serverLines: LogLine[] = [];
const tight = { authorizeFailuresPerAddress: { max: 3, windowMinutes: 60 } };
/** With the captcha on, and a budget of 4 failures an hour for the whole site (5,000 by default). */
let sitePastBudget: ServerHarness;
/** With the captcha off, and the whole site's budget at 4 failures an hour. */
let noCaptcha: ServerHarness;
const noCaptchaLines: LogLine[] = [];
beforeAll(async () => {
  server = await open({ abuseLimits: tight, lines: serverLines });
  sitePastBudget = await open({ abuseLimits: { authorizeFailuresOverall: { max: 4, windowMinutes: 60 } } });
  noCaptcha = await open({
    captcha: false,
    abuseLimits: { authorizeFailuresOverall: { max: 4, windowMinutes: 60 } },
    lines: noCaptchaLines,
  });
}, 60_000);
afterAll(async () => {
  await Promise.all([server, sitePastBudget, noCaptcha].map((opened) => opened?.close()));
});

describe('a member whose Notice ID a stranger has tried 10 wrong PINs on', slow, () => {
  it('gets in with the right PIN and a solved captcha', async () => {
    await guessAt(server, demoMembers.alex.noticeId, 10);
    const response = await attempt(server, demoMembers.alex);
    expect([response.statusCode, authorizeResponse.parse(response.json()).authorized]).toEqual([200, true]);
  });

  it('is asked to complete the captcha when it is missing (400, captcha "required"), not locked out', async () => {
    await guessAt(server, demoMembers.jordan.noticeId, 10);
    const response = await attempt(server, demoMembers.jordan, { solved: false });
    const body = authorizeResponse.parse(response.json());
    expect([response.statusCode, body.captcha, body.error]).toEqual([400, 'required', englishCaptchaError]);
  });

  it('does not count an attempt without the captcha as a failure', async () => {
    const noticeId = freshNoticeId();
    await guessAt(server, noticeId, 10);
    const remoteAddress = freshAddress();
    await attempt(server, wrongPin(noticeId), { solved: false, remoteAddress });
    await server.app.abuse.flushRefused();
    const failures = await server.app.db
      .selectFrom('authorize_attempts')
      .select('outcome')
      .where('notice_id', '=', noticeId.replaceAll('-', ''))
      .execute();
    const refused = await server.app.db
      .selectFrom('refused_attempts')
      .select(['outcome', 'count'])
      .where('client_network', '=', remoteAddress)
      .execute();
    expect([failures.length, refused]).toEqual([10, [{ outcome: 'captcha-required', count: 1 }]]);
  });

  it('gets in from another network while the network that failed once more waits', async () => {
    await guessAt(server, demoMembers.alex.noticeId, 10);
    const guesser = freshAddress();
    await attempt(server, wrongPin(demoMembers.alex.noticeId), { remoteAddress: guesser });
    const guessersNext = await attempt(server, wrongPin(demoMembers.alex.noticeId), { remoteAddress: guesser });
    const member = await attempt(server, demoMembers.alex);
    expect([guessersNext.statusCode, retryAfter(guessersNext), member.statusCode]).toEqual([429, 30, 200]);
  });
});

describe('the whole site past its failures (5,000 an hour; 4 here)', slow, () => {
  it('still lets a member in with the right PIN and a solved captcha', async () => {
    for (let index = 0; index < 4; index += 1) await failFrom(sitePastBudget, freshAddress(), 1);
    expect((await attempt(sitePastBudget, demoMembers.alex)).statusCode).toBe(200);
  });

  it('makes each network that fails meanwhile wait 30 seconds before its next attempt', async () => {
    for (let index = 0; index < 4; index += 1) await failFrom(sitePastBudget, freshAddress(), 1);
    const network = freshAddress();
    const failed = await failFrom(sitePastBudget, network, 1);
    const next = await attempt(sitePastBudget, demoMembers.alex, { remoteAddress: network });
    expect([failed, next.statusCode, retryAfter(next)]).toEqual([[401], 429, 30]);
  });
});

describe('a network failing past its own budget (30 an hour; 3 here)', slow, () => {
  it('waits 30 s, 60 s, 120 s … after each further failure, doubling up to an hour', async () => {
    const network = freshAddress();
    await failFrom(server, network, 3);
    const waits: number[] = [];
    for (let failure = 0; failure < 8; failure += 1) {
      await failFrom(server, network, 1);
      const wait = retryAfter(await attempt(server, demoMembers.alex, { remoteAddress: network }));
      waits.push(wait);
      advance(wait);
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600]);
  });

  it('never makes another network wait', async () => {
    await failFrom(server, freshAddress(), 4);
    expect((await attempt(server, demoMembers.alex)).statusCode).toBe(200);
  });

  it('waits on every server sharing the database', async () => {
    const second = await open({
      abuseLimits: tight,
      databaseFile: server.databaseFile,
      databaseUrl: server.databaseUrl,
    });
    try {
      const network = freshAddress();
      await failFrom(server, network, 4);
      const response = await attempt(second, demoMembers.alex, { remoteAddress: network });
      expect([response.statusCode, retryAfter(response)]).toEqual([429, 30]);
    } finally {
      await second.app.close();
    }
  });

  it("says how long to wait and whom to write to, in the claimant's language", async () => {
    const network = freshAddress();
    await failFrom(server, network, 4);
    const response = await attempt(server, demoMembers.alex, { remoteAddress: network, acceptLanguage: 'es' });
    expect(authorizeResponse.parse(response.json()).error).toBe(
      'Ha habido demasiados intentos con un número de aviso (Notice ID) o un PIN incorrectos desde esta conexión. Espere 30 segundos y vuelva a intentarlo. Si necesita ayuda, comuníquese con el Administrador del Acuerdo en info@northwindsettlement.example.',
    );
  });
});

describe("NIST's ceiling of 100 consecutive failures on one Notice ID", slow, () => {
  /** Gives a Notice ID 99 failures in a row. */
  async function atNinetyNine(noticeId: string) {
    await guessAt(server, noticeId, 1);
    await server.app.db
      .updateTable('notice_attempt_locks')
      .set({ consecutive_failures: 99 })
      .where('notice_id', '=', noticeId.replaceAll('-', ''))
      .execute();
  }

  it('makes a network that fails on it wait the hour at once', async () => {
    const noticeId = freshNoticeId();
    await atNinetyNine(noticeId);
    const network = freshAddress();
    await attempt(server, wrongPin(noticeId), { remoteAddress: network });
    expect(retryAfter(await attempt(server, demoMembers.alex, { remoteAddress: network }))).toBe(3600);
  });

  it('still lets the member in with the right PIN and a solved captcha', async () => {
    await atNinetyNine(demoMembers.jordan.noticeId);
    await attempt(server, wrongPin(demoMembers.jordan.noticeId));
    expect((await attempt(server, demoMembers.jordan)).statusCode).toBe(200);
  });

  it('tells the operator which Notice ID, in the log', async () => {
    const noticeId = freshNoticeId();
    await atNinetyNine(noticeId);
    await attempt(server, wrongPin(noticeId));
    expect(
      serverLines.filter((line) => /NIST/.test(line.msg)).map((line) => [line.level, line.noticeId]),
    ).toContainEqual([40, noticeId.replaceAll('-', '')]);
  });
});

describe('without captcha keys, where no challenge can be asked', slow, () => {
  it('warns at start that the budgets fall back to waits', () => {
    expect(noCaptchaLines.filter((line) => line.level === 40 && /captcha is off/.test(line.msg))).toHaveLength(1);
  });

  it('makes a Notice ID past its 10 failures wait 30 seconds, whatever PIN is sent', async () => {
    await guessAt(noCaptcha, demoMembers.alex.noticeId, 11);
    const response = await attempt(noCaptcha, demoMembers.alex);
    expect([response.statusCode, retryAfter(response)]).toEqual([429, 30]);
  });

  it('lets the member in with the right PIN once the wait is over', async () => {
    await guessAt(noCaptcha, demoMembers.jordan.noticeId, 11);
    advance(30);
    expect((await attempt(noCaptcha, demoMembers.jordan)).statusCode).toBe(200);
  });

  it('lets a member in with the right PIN after the whole site has used its failures', async () => {
    for (let index = 0; index < 4; index += 1) await failFrom(noCaptcha, freshAddress(), 1);
    // Riley files only the Automotive form; the other members are busy with the tests above.
    expect((await attempt(noCaptcha, demoMembers.riley, { segment: 'automotive' })).statusCode).toBe(200);
  });
});

describe('AUTHORIZE_FAILURES_PER_NOTICE, as the server reads it at start', () => {
  it("stops the start above NIST's ceiling of 100, saying so", () => {
    expect(() => abuseLimitsFromEnvironment({ AUTHORIZE_FAILURES_PER_NOTICE: '101' })).toThrow(
      new AbuseLimitSettingError(
        'AUTHORIZE_FAILURES_PER_NOTICE',
        '101',
        "at most 100 (NIST SP 800-63B §5.2.2's ceiling)",
      ),
    );
  });

  it('takes 100', () => {
    expect(abuseLimitsFromEnvironment({ AUTHORIZE_FAILURES_PER_NOTICE: '100' }).authorizeFailuresPerNotice).toEqual({
      max: 100,
      windowMinutes: 24 * 60,
    });
  });
});
