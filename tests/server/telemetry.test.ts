import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '#pages-config/api/contract.ts';
import { trackingValueMaxLength } from '#pages-config/api/tracking.ts';
import { sha256Hex } from '#server/security/hashing.ts';
import { startServerHarness, type Claimant, type ServerHarness } from '#tests/helpers/serverHarness.ts';

const now = new Date('2026-11-22T18:30:00Z');

let server: ServerHarness;
beforeAll(async () => {
  server = await startServerHarness({ now: () => now, trackingEventsPerMinute: 3 });
});
afterAll(async () => {
  await server.close();
});

function storedEvents() {
  return server.app.db.selectFrom('tracking_events').selectAll().execute();
}

async function track(claimant: Claimant, payload: unknown, options: { csrf?: boolean } = {}) {
  if (claimant.csrfToken === undefined) await claimant.csrf();
  return claimant.request({
    method: 'POST',
    url: '/api/telemetry/tracking',
    headers: options.csrf === false ? {} : { 'x-csrf-token': claimant.csrfToken ?? '' },
    payload: payload as Record<string, unknown>,
  });
}

const noticeIdEvent = { formType: 'Standard', fieldKey: 'NoticeId', fieldValue: 'NWM-4J7K-2Q9P' };

describe('POST /api/telemetry/tracking', () => {
  it('answers 200 for a field the settlement tracks', async () => {
    expect((await track(server.claimant(), noticeIdEvent)).statusCode).toBe(200);
  });

  it('stores the form type, field key, value, time and session', async () => {
    const claimant = server.claimant();
    await track(claimant, { ...noticeIdEvent, fieldValue: 'NWM-8H3D-6T1W' });
    const sessionIdHash = sha256Hex(claimant.sessionId ?? '');
    expect((await storedEvents()).filter((event) => event.session_id_hash === sessionIdHash)).toEqual([
      {
        id: expect.any(String),
        session_id_hash: sessionIdHash,
        form_type: 'Standard',
        field_key: 'NoticeId',
        field_value: 'NWM-8H3D-6T1W',
        created_at: '2026-11-22T18:30:00.000Z',
      },
    ]);
  });

  it('refuses a field the settlement does not track with 400', async () => {
    const response = await track(server.claimant(), { ...noticeIdEvent, fieldKey: 'Pin', fieldValue: '583104' });
    expect([response.statusCode, errorResponse.parse(response.json()).error]).toEqual([
      400,
      'Your request failed. Please reload and try again.',
    ]);
  });

  it('stores nothing of a refused field', async () => {
    await track(server.claimant(), { ...noticeIdEvent, fieldKey: 'Pin', fieldValue: '583104' });
    expect((await storedEvents()).some((event) => event.field_key === 'Pin')).toBe(false);
  });

  it('refuses a field key that is not start-cased', async () => {
    expect((await track(server.claimant(), { ...noticeIdEvent, fieldKey: 'Notice Id' })).statusCode).toBe(400);
  });

  it(`refuses a value longer than ${trackingValueMaxLength} characters`, async () => {
    const response = await track(server.claimant(), {
      ...noticeIdEvent,
      fieldValue: 'x'.repeat(trackingValueMaxLength + 1),
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a form type of no settlement', async () => {
    expect((await track(server.claimant(), { ...noticeIdEvent, formType: 'Bogus' })).statusCode).toBe(400);
  });

  it('refuses a call without the CSRF header with 403', async () => {
    expect((await track(server.claimant(), noticeIdEvent, { csrf: false })).statusCode).toBe(403);
  });

  it('refuses more calls than the limit from one session with 429', async () => {
    const claimant = server.claimant();
    const statuses = [];
    for (let call = 0; call < 4; call += 1) statuses.push((await track(claimant, noticeIdEvent)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('keeps counting each session on its own', async () => {
    const busy = server.claimant();
    for (let call = 0; call < 4; call += 1) await track(busy, noticeIdEvent);
    expect((await track(server.claimant(), noticeIdEvent)).statusCode).toBe(200);
  });
});
