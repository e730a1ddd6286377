/**
 * Finding 7 of the hostile-traffic review: every refused attempt wrote an audit row kept 90 days
 * (about 2,000 a second from one address), and sessions and tracking events were never pruned.
 * Now attempts refused before the credentials check are counted per hour, network, form type and
 * outcome; what is past its period is pruned at start and every 15 minutes, in batches of 1,000.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minSessionDurationMinutes } from '#pages-config/rules/session.ts';
import { deleteInBatches } from '#server/database/deleteInBatches.ts';
import { insertTrackingEvent } from '#server/telemetry/trackingRepository.ts';
import { createTestDatabase, type TestDatabase } from '#tests/helpers/testDatabase.ts';
import { demoMembers, startServerHarness, type ServerHarness } from '#tests/helpers/serverHarness.ts';

const slow = { timeout: 60_000 };
const day = 24 * 60 * 60_000;

describe('attempts refused before the credentials check', slow, () => {
  let server: ServerHarness;
  beforeAll(async () => {
    server = await startServerHarness({ authorizeAttemptsPerMinute: 1 });
  });
  afterAll(async () => {
    await server.close();
  });

  async function rowCounts() {
    await server.app.abuse.flushRefused();
    const audit = await server.app.db.selectFrom('authorize_attempts').select('outcome').execute();
    const refused = await server.app.db.selectFrom('refused_attempts').select(['outcome', 'count']).execute();
    return { audit: audit.length, refusedRows: refused.length, refused: refused.map((row) => Number(row.count)) };
  }

  it('write a bounded number of rows: 2,000 from one address, one row for the hour', async () => {
    const claimant = server.claimant();
    await claimant.csrf();
    const model = await claimant.model('Credentials', { noticeId: demoMembers.alex.noticeId, pin: '000000' });
    const send = () =>
      claimant.request({
        method: 'POST',
        url: '/api/forms/standard/authorize',
        remoteAddress: '203.0.113.77',
        headers: { 'x-csrf-token': claimant.csrfToken ?? '' },
        payload: { credentials: model, reCaptchaResponse: null },
      });
    // The first is checked (a wrong PIN, with its audit row); the per-minute filter refuses the rest.
    await send();
    for (let sent = 1; sent < 2_000; sent += 111)
      await Promise.all(Array.from({ length: Math.min(111, 2_000 - sent) }, send));
    expect(await rowCounts()).toEqual({ audit: 1, refusedRows: 1, refused: [1_999] });
  });
});

describe('pruning, at start and every 15 minutes', slow, () => {
  const start = new Date('2026-11-22T12:00:00Z');
  let clock = start;
  let database: TestDatabase;
  let folder: string;
  let first: ServerHarness;
  let restarted: ServerHarness;
  const sessionsOf = (server: ServerHarness) => server.app.db.selectFrom('sessions').select('id_hash').execute();

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'claimkit-retention-'));
    database = await createTestDatabase(folder);
    const onDatabase = { databaseFile: database.databaseFile, databaseUrl: database.databaseUrl, now: () => clock };
    first = await startServerHarness(onDatabase);
    // Sessions: 2,500 that have expired (more than one batch) and one still in use at the restart.
    const expiredAt = new Date(start.getTime() + minSessionDurationMinutes * 60_000).toISOString();
    for (let batch = 0; batch < 5; batch += 1)
      await first.app.db
        .insertInto('sessions')
        .values(
          Array.from({ length: 500 }, () => ({
            id_hash: randomUUID(),
            data: '{"authorized":{}}',
            created_at: start.toISOString(),
            expires_at: expiredAt,
          })),
        )
        .execute();
    clock = new Date(start.getTime() + 25 * 60_000);
    await first.claimant().csrf();
    // Tracked values from 91 and 89 days before the restart.
    const restartAt = new Date(start.getTime() + (minSessionDurationMinutes + 5) * 60_000);
    for (const [fieldValue, daysBefore] of [
      ['old', 91],
      ['recent', 89],
    ] as const)
      await insertTrackingEvent(first.app.db, {
        sessionIdHash: 'a'.repeat(64),
        formType: 'Standard',
        fieldKey: 'NoticeId',
        fieldValue,
        at: new Date(restartAt.getTime() - daysBefore * day),
      });
    // Counts of refused attempts from 91 days and an hour before the restart.
    for (const [hoursBefore, count] of [
      [91 * 24, 7],
      [1, 3],
    ] as const)
      await first.app.db
        .insertInto('refused_attempts')
        .values({
          hour_start: new Date(restartAt.getTime() - hoursBefore * 60 * 60_000).toISOString(),
          client_network: '203.0.113.77',
          form_type: 'Standard',
          outcome: 'rate-limited',
          count,
        })
        .execute();
    await first.close();
    clock = restartAt;
    restarted = await startServerHarness({ ...onDatabase, retention: { trackingEventDays: 90 } });
  }, 120_000);
  afterAll(async () => {
    await restarted?.close();
    await database?.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('removes expired sessions, all 2,500, and keeps the one in use', async () => {
    expect((await sessionsOf(restarted)).length).toBe(1);
  });

  it('removes tracked values older than TRACKING_RETENTION_DAYS, and keeps newer ones', async () => {
    const events = await restarted.app.db.selectFrom('tracking_events').select('field_value').execute();
    expect(events.map((event) => event.field_value)).toEqual(['recent']);
  });

  it('removes the counts of refused attempts older than AUTHORIZE_AUDIT_DAYS, and keeps newer ones', async () => {
    const counts = await restarted.app.db.selectFrom('refused_attempts').select('count').execute();
    expect(counts.map((row) => Number(row.count))).toEqual([3]);
  });
});

describe('a prune', () => {
  it('deletes 2,500 rows in statements of at most 1,000, letting other work in between', async () => {
    let left = 2_500;
    const events: string[] = [];
    const deleted = await deleteInBatches(async (limit) => {
      const batch = Math.min(limit, left);
      left -= batch;
      events.push(`deleted ${batch}`);
      setImmediate(() => events.push('other work'));
      return { numDeletedRows: BigInt(batch) };
    });
    expect([deleted, events]).toEqual([
      2_500,
      ['deleted 1000', 'other work', 'deleted 1000', 'other work', 'deleted 500'],
    ]);
  });
});
