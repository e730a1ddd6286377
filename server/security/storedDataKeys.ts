import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import type { DataEncryption } from './dataEncryption.ts';

/**
 * The database holds data sealed under a key the server was not given: starting would answer those
 * claims' exports and those drafts with errors, and seal new data under a key the old data does not
 * share. The message names the settings to fix.
 */
export class UnopenableStoredDataError extends Error {
  constructor(keyIds: readonly string[]) {
    super(
      `The database holds claims or drafts sealed with data key ${keyIds.join(', ')}, which no configured key is: ` +
        'set CLAIMKIT_DATA_KEY to the key that sealed them, or add it to CLAIMKIT_PREVIOUS_DATA_KEYS after a rotation (a lost key cannot be replaced: what it sealed stays closed).',
    );
    this.name = 'UnopenableStoredDataError';
  }
}

/** Each distinct value of an indexed column, in order, one index seek each (never a scan of the table). */
async function distinctKeyIds(next: (after: string | null) => Promise<string | null>): Promise<string[]> {
  const ids: string[] = [];
  for (let id = await next(null); id !== null; id = await next(id)) ids.push(id);
  return ids;
}

/** The ids of the keys that sealed the stored claims' data keys and the stored drafts. */
export async function storedDataKeyIds(db: Kysely<Database>): Promise<string[]> {
  const claimKeys = await distinctKeyIds(async (after) => {
    let query = db
      .selectFrom('claims')
      .select((select) => select.fn.min<string | null>('data_key_id').as('id'))
      .where('data_key_id', 'is not', null);
    if (after !== null) query = query.where('data_key_id', '>', after);
    return (await query.executeTakeFirst())?.id ?? null;
  });
  const draftKeys = await distinctKeyIds(async (after) => {
    let query = db.selectFrom('drafts').select((select) => select.fn.min<string | null>('key_id').as('id'));
    if (after !== null) query = query.where('key_id', '>', after);
    return (await query.executeTakeFirst())?.id ?? null;
  });
  return [...new Set([...claimKeys, ...draftKeys])];
}

/**
 * Refuses (UnopenableStoredDataError) when stored claims or drafts were sealed under a key the
 * configured keys do not include: a server started with a new key, or none where its old one was,
 * must not go on as if nothing were sealed.
 */
export async function checkStoredDataOpens(db: Kysely<Database>, encryption: DataEncryption): Promise<void> {
  const missing = (await storedDataKeyIds(db)).filter((keyId) => !encryption.holdsKey(keyId));
  if (missing.length > 0) throw new UnopenableStoredDataError(missing);
}
