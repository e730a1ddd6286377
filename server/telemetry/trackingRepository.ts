import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
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
