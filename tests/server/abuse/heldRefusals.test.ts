/**
 * Point 10 of the hostile-traffic review (bench/abuse): attackers that send their next request as
 * soon as the last is answered, moving to a new address whenever one is refused, kept the server
 * busy with wrong PINs and with submissions refused for a spent budget. Now the answers only a
 * guesser or a bot meets are held before they are sent, as Linux's pam_faildelay holds a failed
 * login: wrong credentials (and a filled honeypot, which must look the same) for
 * failedAuthorizeHoldSeconds, and a member's submissions past the refused-submissions budget for
 * refusedSubmitHoldSeconds. A right PIN, a valid claim and every other request are answered at
 * once, held answers or not.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { honeypotFieldName } from '#pages-config/api/honeypot.ts';
import type { AppOptions } from '#server/app.ts';
import { abuseLimitsFromEnvironment, AbuseLimitSettingError } from '#server/security/abuseLimits.ts';
import { RefusalHold } from '#server/security/refusalHold.ts';
import {
  demoMembers,
  startServerHarness,
  validStandardValues,
  type ServerHarness,
} from '#tests/helpers/serverHarness.ts';

const slow = { timeout: 30_000 };

const opened: ServerHarness[] = [];
async function open(options: Partial<AppOptions> = {}): Promise<ServerHarness> {
  const server = await startServerHarness(options);
  opened.push(server);
  return server;
}
afterEach(async () => {
  while (opened.length > 0) await opened.pop()?.close();
});

/** Resolves with what `run` resolved with and the milliseconds it took. */
async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await run();
  return { value, ms: performance.now() - started };
}

describe('a held refusal', () => {
  it('is answered after its hold', async () => {
    const { ms } = await timed(() => new RefusalHold(0.2).hold());
    expect(ms).toBeGreaterThanOrEqual(195);
  });

  it('is answered at once with no hold', async () => {
    const { ms } = await timed(() => new RefusalHold(0).hold());
    expect(ms).toBeLessThan(50);
  });

  it('is answered at once past a thousand held: each keeps a socket open', async () => {
    const hold = new RefusalHold(1);
    const held = Array.from({ length: 1_000 }, () => hold.hold());
    const { ms } = await timed(() => hold.hold());
    expect(ms).toBeLessThan(500);
    await Promise.all(held);
  });
});

describe('the holds from the environment', () => {
  it('are a second for wrong credentials and five for a spent refused-submissions budget by default', () => {
    const limits = abuseLimitsFromEnvironment({});
    expect([limits.failedAuthorizeHoldSeconds, limits.refusedSubmitHoldSeconds]).toEqual([1, 5]);
  });

  it('take whole seconds, 0 for none', () => {
    const limits = abuseLimitsFromEnvironment({
      AUTHORIZE_FAILURE_HOLD_SECONDS: '0',
      REFUSED_SUBMIT_HOLD_SECONDS: '30',
    });
    expect([limits.failedAuthorizeHoldSeconds, limits.refusedSubmitHoldSeconds]).toEqual([0, 30]);
  });

  it('refuse anything else, naming the setting', () => {
    expect(() => abuseLimitsFromEnvironment({ AUTHORIZE_FAILURE_HOLD_SECONDS: '-1' })).toThrow(AbuseLimitSettingError);
    expect(() => abuseLimitsFromEnvironment({ REFUSED_SUBMIT_HOLD_SECONDS: 'soon' })).toThrow(
      /REFUSED_SUBMIT_HOLD_SECONDS/,
    );
  });
});

describe('on authorize', slow, () => {
  const holdSeconds = 1;
  const withHold = () => open({ abuseLimits: { failedAuthorizeHoldSeconds: holdSeconds } });

  it('a wrong PIN is answered 401 in the claimant’s language after the hold', async () => {
    const server = await withHold();
    const { value: answer, ms } = await timed(() =>
      server.claimant().authorize({ noticeId: demoMembers.alex.noticeId, pin: '000000' }, { acceptLanguage: 'es' }),
    );
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ error: expect.stringMatching(/no coinciden/) });
    expect(ms).toBeGreaterThanOrEqual(holdSeconds * 1000 - 5);
  });

  it('an unknown Notice ID and a filled honeypot are held the same: the answer tells a guesser nothing', async () => {
    const server = await withHold();
    const unknown = await timed(() => server.claimant().authorize({ noticeId: 'NWM-0000-0000', pin: '583104' }));
    const bot = server.claimant();
    await bot.csrf();
    const credentials = await bot.model('Credentials', {
      noticeId: demoMembers.alex.noticeId,
      pin: demoMembers.alex.pin,
    });
    const honeypot = await timed(() =>
      bot.request({
        method: 'POST',
        url: '/api/forms/standard/authorize',
        headers: { 'x-csrf-token': bot.csrfToken ?? '' },
        payload: { credentials, reCaptchaResponse: null, [honeypotFieldName]: 'https://spam.example' },
      }),
    );
    for (const { value, ms } of [unknown, honeypot]) {
      expect(value.statusCode).toBe(401);
      expect(ms).toBeGreaterThanOrEqual(holdSeconds * 1000 - 5);
    }
  });

  it('a right PIN is answered at once, while wrong ones are held', async () => {
    const server = await withHold();
    const guessing = server.claimant().authorize({ noticeId: demoMembers.jordan.noticeId, pin: '000000' });
    const { value: answer, ms } = await timed(() => server.claimant().authorize(demoMembers.alex));
    expect(answer.statusCode).toBe(200);
    expect(ms).toBeLessThan(holdSeconds * 1000 - 100);
    await guessing;
  });
});

describe('on submit', slow, () => {
  const holdSeconds = 1;
  const budget = { max: 2, windowMinutes: 60 };

  it('a member past the refused-submissions budget is answered 429 after the hold; another member at once', async () => {
    const server = await open({
      abuseLimits: { refusedSubmitsPerNotice: budget, refusedSubmitHoldSeconds: holdSeconds },
    });
    const alex = server.claimant();
    expect((await alex.authorize(demoMembers.alex)).statusCode).toBe(200);
    const invalid = async () => {
      const values = validStandardValues();
      return alex.submitStandard(await alex.standardParts({ claimantInfo: { ...values.claimantInfo, email: 'a@@b' } }));
    };
    for (let index = 0; index < budget.max; index += 1) expect((await invalid()).statusCode).toBe(400);

    const refused = timed(invalid);
    const jordan = server.claimant();
    expect((await jordan.authorize(demoMembers.jordan)).statusCode).toBe(200);
    const credentials = { noticeId: demoMembers.jordan.noticeId, pin: demoMembers.jordan.pin };
    const parts = await jordan.standardParts({ credentials });
    const filed = await timed(() => jordan.submitStandard(parts));
    const { value: answer, ms } = await refused;
    expect(answer.statusCode).toBe(429);
    expect(ms).toBeGreaterThanOrEqual(holdSeconds * 1000 - 5);
    expect(filed.value.statusCode).toBe(200);
    expect(filed.ms).toBeLessThan(holdSeconds * 1000 - 100);
  });
});
