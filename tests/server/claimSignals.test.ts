import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { flaggedClaims, isDisposableEmail, normalisedEmail } from '#server/claims/claimSignals.ts';
import {
  demoMembers,
  demoSettlementDirectory,
  multipartBody,
  startServerHarness,
  validStandardValues,
  type Claimant,
  type ServerHarness,
} from '#tests/helpers/serverHarness.ts';

// Each test starts servers and files claims; the shared test machine may make that slow.
const slow = { timeout: 30_000 };

const opened: ServerHarness[] = [];
async function open(options: Parameters<typeof startServerHarness>[0] = {}): Promise<ServerHarness> {
  const server = await startServerHarness(options);
  opened.push(server);
  return server;
}
afterEach(async () => {
  while (opened.length > 0) await opened.pop()?.close();
});

interface FilingOptions {
  email?: string;
  payPalEmail?: string;
  remoteAddress?: string;
  honeypot?: string;
}

/** Alex files a Standard claim with these answers, from a fresh browser; returns the reference code. */
async function file(server: ServerHarness, options: FilingOptions = {}): Promise<string> {
  const claimant: Claimant = server.claimant();
  expect((await claimant.authorize(demoMembers.alex)).statusCode).toBe(200);
  const values = validStandardValues();
  const email = options.email ?? 'alex.sample@example.com';
  const parts = await claimant.standardParts({
    claimantInfo: { ...values.claimantInfo, email, confirmEmail: email },
    paymentElection: options.payPalEmail
      ? { paymentMethod: 'PayPal', payPalEmail: options.payPalEmail, confirmPayPalEmail: options.payPalEmail }
      : values.paymentElection,
  });
  const { body, contentType } = await multipartBody(
    options.honeypot === undefined ? parts : { ...parts, website: options.honeypot },
  );
  const response = await claimant.request({
    method: 'POST',
    url: '/api/forms/standard',
    remoteAddress: options.remoteAddress ?? '198.51.100.1',
    headers: { 'x-csrf-token': claimant.csrfToken ?? '', 'content-type': contentType },
    payload: body,
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { referenceCodeForm: string }).referenceCodeForm;
}

/** The reasons each flagged claim is listed with, by reference code. */
async function flagged(server: ServerHarness): Promise<Record<string, string[]>> {
  const listed: Record<string, string[]> = {};
  for await (const claim of flaggedClaims(server.app.db, server.app.settlement.settlement))
    listed[claim.referenceCode] = claim.reasons;
  return listed;
}

describe('the signals stored with each claim', slow, () => {
  it('hold the address, email and payout account only as keyed hashes', async () => {
    const server = await open();
    await file(server, { payPalEmail: 'alex.paypal@example.com', remoteAddress: '203.0.113.44' });
    const rows = await server.app.db.selectFrom('claim_signals').selectAll().execute();
    const stored = JSON.stringify(rows);
    expect([rows.length, /alex\.|example\.com|203\.0\.113\.44/.test(stored)]).toEqual([1, false]);
  });

  it('give a claim with no shared or risky answer no reason to be flagged', async () => {
    const server = await open();
    await file(server, { remoteAddress: '203.0.113.1' });
    expect(await flagged(server)).toEqual({});
  });

  it('flag both claims sharing an email, "+tag" and case aside', async () => {
    const server = await open();
    const first = await file(server, { email: 'Shared@example.com', remoteAddress: '203.0.113.1' });
    const second = await file(server, { email: 'shared+2@example.com', remoteAddress: '203.0.113.2' });
    // Neither is the email on Alex's notice.
    const reasons = ['same-email', 'changed-from-notice'];
    expect(await flagged(server)).toEqual({ [first]: reasons, [second]: reasons });
  });

  it('flag both claims paid to the same PayPal account', async () => {
    const server = await open();
    const first = await file(server, {
      email: 'a@example.com',
      payPalEmail: 'payee@example.com',
      remoteAddress: '203.0.113.1',
    });
    const second = await file(server, {
      email: 'b@example.com',
      payPalEmail: 'PAYEE@example.com',
      remoteAddress: '203.0.113.2',
    });
    const reasons = ['same-payout-account', 'changed-from-notice'];
    expect(await flagged(server)).toEqual({ [first]: reasons, [second]: reasons });
  });

  it('do not take two paper checks for the same payout account', async () => {
    const server = await open();
    await file(server, { remoteAddress: '203.0.113.1' });
    const second = await file(server, { email: 'b@example.com', remoteAddress: '203.0.113.2' });
    expect(await flagged(server)).toEqual({ [second]: ['changed-from-notice'] });
  });

  it('flag an email at a disposable domain', async () => {
    const server = await open();
    const code = await file(server, { email: 'someone@mailinator.com' });
    expect(await flagged(server)).toEqual({ [code]: ['disposable-email', 'changed-from-notice'] });
  });

  it('flag a PayPal email at a disposable domain', async () => {
    const server = await open();
    const code = await file(server, { payPalEmail: 'pay@yopmail.com' });
    expect(await flagged(server)).toEqual({ [code]: ['disposable-email'] });
  });

  it('file a claim whose honeypot was filled, flagged: the bot is not told', async () => {
    const server = await open();
    const code = await file(server, { honeypot: 'https://spam.example' });
    expect(await flagged(server)).toEqual({ [code]: ['honeypot'] });
  });

  it('flag the third claim in an hour from one address, not the first two', async () => {
    const server = await open();
    const codes = [];
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com'])
      codes.push(await file(server, { email, remoteAddress: '203.0.113.99' }));
    expect(await flagged(server)).toEqual({
      [codes[0]!]: ['changed-from-notice'],
      [codes[1]!]: ['changed-from-notice'],
      [codes[2]!]: ['same-address-hour', 'changed-from-notice'],
    });
  });

  it('count the addresses of one IPv6 /64 as one address', async () => {
    const server = await open();
    const codes = [];
    for (const [index, email] of ['a@example.com', 'b@example.com', 'c@example.com'].entries())
      codes.push(await file(server, { email, remoteAddress: `2001:db8:85a3:8d3::${index + 1}` }));
    expect(await flagged(server)).toEqual({
      [codes[0]!]: ['changed-from-notice'],
      [codes[1]!]: ['changed-from-notice'],
      [codes[2]!]: ['same-address-hour', 'changed-from-notice'],
    });
  });

  it('flag an hCaptcha score of 0.5 or more as likely automated', async () => {
    const server = await open();
    const code = await file(server);
    await server.app.db
      .updateTable('claims')
      .set({ captcha_score: '0.8' })
      .where('reference_code', '=', code)
      .execute();
    expect(await flagged(server)).toEqual({ [code]: ['captcha-score'] });
  });
});

describe('emails', slow, () => {
  it('are matched without a "+tag" and in lower case', () => {
    expect(normalisedEmail(' Alex+claims@Example.COM ')).toBe('alex@example.com');
  });

  it('are disposable at a listed domain or a subdomain of one', () => {
    expect([isDisposableEmail('x@mailinator.com'), isDisposableEmail('x@eu.mailinator.com')]).toEqual([true, true]);
  });

  it('are not disposable at an ordinary domain', () => {
    expect([isDisposableEmail('alex.sample@example.com'), isDisposableEmail('x@gmail.com')]).toEqual([false, false]);
  });
});

describe('npm run claims -- flagged', { timeout: 90_000 }, () => {
  function run(server: ServerHarness, args: string[]) {
    const result = spawnSync(
      process.execPath,
      [fileURLToPath(new URL('../../server/cli/claims.ts', import.meta.url)), 'flagged', ...args],
      {
        env: {
          PATH: process.env.PATH,
          SETTLEMENT_DIR: demoSettlementDirectory,
          ...(server.databaseUrl ? { DATABASE_URL: server.databaseUrl } : { DATABASE_FILE: server.databaseFile }),
        },
        encoding: 'utf8',
      },
    );
    return { code: result.status, stdout: result.stdout, stderr: result.stderr };
  }

  it('lists the flagged claims as csv, with their reasons and figures', async () => {
    const server = await open();
    await file(server, { remoteAddress: '203.0.113.1' });
    const code = await file(server, { email: 'x@mailinator.com', honeypot: 'y', remoteAddress: '203.0.113.2' });
    const { code: exit, stdout } = run(server, []);
    expect([exit, stdout.trim().split('\n')]).toEqual([
      0,
      [
        'referenceCode,formType,noticeId,createdAt,reasons,addressClaimsLastHour,addressClaimsLastDay,sameEmailClaims,samePayoutAccountClaims,disposableEmail,honeypot,captchaScore,changedFromNotice,mixedScriptNames',
        expect.stringMatching(
          new RegExp(
            `^${code},Standard,NWM4J7K2Q9P,[^,]+,honeypot; disposable-email; changed-from-notice,0,0,0,0,true,true,,claimantInfo.email,$`,
          ),
        ),
      ],
    ]);
  });

  it('writes jsonl, and keeps claims filed at or after --since', async () => {
    const server = await open();
    await file(server, { email: 'x@mailinator.com' });
    const { code, stdout } = run(server, ['--format', 'jsonl', '--since', '2999-01-01T00:00:00Z']);
    const all = run(server, ['--format', 'jsonl']);
    expect([code, stdout, JSON.parse(all.stdout.trim()).reasons]).toEqual([
      0,
      '',
      ['disposable-email', 'changed-from-notice'],
    ]);
  });

  it('refuses an unknown format with exit code 1', async () => {
    const server = await open();
    const { code, stderr } = run(server, ['--format', 'xml']);
    expect([code, stderr.trim()]).toEqual([1, '--format: csv or jsonl, not "xml".']);
  });
});
