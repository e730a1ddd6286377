import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { deleteInBatches } from '../database/deleteInBatches.ts';
import type { Database } from '../database/schema.ts';

export interface TrackingEvent {
  sessionIdHash: string;
  formType: string;
  fieldKey: string;
  fieldValue: string;
  at: Date;
}

/** Stores one tracked field value. */
export async function insertTrackingEvent(db: Kysely<Database>, event: TrackingEvent): Promise<void> {
  await db
    .insertInto('tracking_events')
    .values({
      id: randomUUID(),
      session_id_hash: event.sessionIdHash,
      form_type: event.formType,
      field_key: event.fieldKey,
      field_value: event.fieldValue,
      created_at: event.at.toISOString(),
    })
    .execute();
}

/** Removes, in batches, the tracked values older than `days` (TRACKING_RETENTION_DAYS). */
export async function pruneTrackingEvents(db: Kysely<Database>, days: number, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60_000).toISOString();
  return deleteInBatches((limit) =>
    db
      .deleteFrom('tracking_events')
      .where('id', 'in', db.selectFrom('tracking_events').select('id').where('created_at', '<', cutoff).limit(limit))
      .executeTakeFirstOrThrow(),
  );
}
