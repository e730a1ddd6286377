/**
 * Finding 1 of the hostile-traffic review: one submission with a long email (120,000 characters)
 * held the whole server for 7.4 s, and 767 KB of such values for 92 s, because two spec patterns
 * backtracked in quadratic time and every rule ran past a field's maxLength. Now a submission of
 * hostile values is answered in milliseconds and the event loop, which serves every claimant,
 * never stalls for more than 100 ms.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitResponse } from '#pages-config/api/contract.ts';
import { fieldInputsOf } from '#pages-config/rules/fieldInputs.ts';
import { defaultMaxTextLength } from '#pages-config/rules/textLimits.ts';
import { demoMembers, multipartBody, startServerHarness, type ServerHarness } from '#tests/helpers/serverHarness.ts';

let server: ServerHarness;
beforeAll(async () => {
  server = await startServerHarness();
});
afterAll(async () => {
  await server.close();
});

/** The longest stall of the event loop while `work` runs, and how long a GET sent meanwhile waited. */
async function stallDuring(work: () => Promise<unknown>): Promise<{ stallMs: number; getMs: number }> {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const pending = work();
  const getStart = performance.now();
  await server.claimant().request({ method: 'GET', url: '/api/deadlines' });
  const getMs = performance.now() - getStart;
  await pending;
  histogram.disable();
  return { stallMs: histogram.max / 1e6, getMs };
}

/**
 * Every field of the Standard models that takes text filled with `value` (checkboxes, which hold
 * true or false, unticked), as a signed-in member's multipart body.
 */
async function hostileSubmission(claimant: ReturnType<ServerHarness['claimant']>, value: (key: string) => string) {
  const configs = await claimant.formsConfig();
  const inputs = fieldInputsOf(server.app.settlement.pageConfig('Standard')?.steps ?? []);
  const filled = (dtoMapping: 'ClaimantInfo' | 'PaymentElection' | 'ClaimDetails') => {
    const config = configs.find(
      (entry) => entry.metadata.formType === 'Standard' && entry.metadata.dtoMapping === dtoMapping,
    );
    return Object.fromEntries(
      (config?.fields ?? []).map((field) => [
        field.key,
        inputs.get(`${dtoMapping}.${field.key}`)?.has('checkbox') ? false : value(field.key),
      ]),
    );
  };
  const parts = await claimant.standardParts({
    claimantInfo: filled('ClaimantInfo'),
    paymentElection: filled('PaymentElection'),
    claimDetails: filled('ClaimDetails'),
  });
  return multipartBody({ ...parts, signature: value('signature') });
}

async function postStandard(
  claimant: ReturnType<ServerHarness['claimant']>,
  body: { body: Buffer; contentType: string },
) {
  return claimant.request({
    method: 'POST',
    url: '/api/forms/standard',
    headers: { 'x-csrf-token': claimant.csrfToken ?? '', 'content-type': body.contentType },
    payload: body.body,
  });
}

/** Text that made the old email and number patterns backtrack in quadratic time. */
const emailBait = (length: number) => `a@${'.'.repeat(length - 3)}@`;
const numberBait = (length: number) => `${'1'.repeat(length - 1)}x`;

describe('a signed-in member’s hostile submission', () => {
  it('of the longest values a field may hold, every one bait for the patterns, is refused without a stall', async () => {
    const claimant = server.claimant();
    await claimant.authorize(demoMembers.alex);
    const body = await hostileSubmission(claimant, (key) =>
      /mail/i.test(key) ? emailBait(defaultMaxTextLength) : numberBait(defaultMaxTextLength),
    );
    let status = 0;
    const { stallMs, getMs } = await stallDuring(async () => {
      const response = await postStandard(claimant, body);
      status = response.statusCode;
      expect(submitResponse.parse(response.json()).fieldErrors?.claimantInfo?.email).toEqual([
        'The maximum length allowed is 254',
      ]);
    });
    expect({ status, stall: stallMs < 100, get: getMs < 100 }).toEqual({ status: 400, stall: true, get: true });
  });

  it('with a 120,000-character email is refused without a stall', async () => {
    const claimant = server.claimant();
    await claimant.authorize(demoMembers.alex);
    const body = await hostileSubmission(claimant, (key) => (key === 'email' ? emailBait(120_000) : ''));
    let status = 0;
    const { stallMs, getMs } = await stallDuring(async () => {
      status = (await postStandard(claimant, body)).statusCode;
    });
    expect({ status, stall: stallMs < 100, get: getMs < 100 }).toEqual({ status: 400, stall: true, get: true });
  });
});

describe('a hostile authorize', () => {
  it('with a Notice ID of 15,000 characters is refused without a stall', async () => {
    const claimant = server.claimant();
    let status = 0;
    const { stallMs } = await stallDuring(async () => {
      status = (await claimant.authorize({ noticeId: `NWM-${'A'.repeat(15_000)}`, pin: '583104' })).statusCode;
    });
    expect({ status, stall: stallMs < 100 }).toEqual({ status: 400, stall: true });
  });
});
