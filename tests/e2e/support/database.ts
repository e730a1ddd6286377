import Database from 'better-sqlite3';
import { openClaim, type StoredClaimSealing } from '#server/claims/claimSealing.ts';
import { DataEncryption, parseDataKey } from '#server/security/dataEncryption.ts';
import { e2eServer } from './e2eServer.ts';
import { featuresServer } from './featuresServer.ts';
import { minimalSettlementServer } from './minimalSettlementServer.ts';
import { themeServers } from './themeServers.ts';

export interface StoredClaim {
  reference_code: string;
  form_type: string;
  culture: string;
  config_hash: string;
  /** The signature, opened with the data key (the row holds it sealed). */
  signature: string;
  attestation_text: string;
  /** The models as stored, every model's answers sealed (`{ "$enc": … }`). */
  sealed_models: string;
  /** The models with their answers opened, as the export reads them with the data key. */
  models: string;
}

/** The data keys of the test servers whose databases findClaim reads: any of them opens a claim it sealed. */
const testDataKeys = new DataEncryption(
  parseDataKey(e2eServer.env.CLAIMKIT_DATA_KEY, 'e2e data key'),
  [
    featuresServer.env.CLAIMKIT_DATA_KEY,
    minimalSettlementServer.env.CLAIMKIT_DATA_KEY,
    ...themeServers.map((server) => server.env.CLAIMKIT_DATA_KEY),
  ].map((key) => parseDataKey(key, 'e2e data key')),
);

/**
 * Reads a claim back from a server's SQLite file (the demo server's by default), as a case team's
 * export would: its answers and signature opened with the server's data key (the stored row holds
 * them sealed, in sealed_models), so journeys assert what the claimant entered.
 */
export function findClaim(referenceCode: string, databaseFile = e2eServer.databaseFile): StoredClaim | undefined {
  const database = new Database(databaseFile, { readonly: true, fileMustExist: true });
  let row: (Omit<StoredClaim, 'sealed_models'> & StoredClaimSealing) | undefined;
  try {
    row = database.prepare('select * from claims where reference_code = ?').get(referenceCode) as typeof row;
  } finally {
    database.close();
  }
  if (!row) return undefined;
  const { models, signature } = openClaim(row, testDataKeys);
  return { ...row, sealed_models: row.models, models: JSON.stringify(models), signature };
}

export interface StoredDraft {
  notice_id: string;
  form_type: string;
  key_id: string;
  ciphertext: string;
  created_at: string;
  updated_at: string;
  expires_at: string;
}

/** Reads a member's saved draft row (save and resume) from a server's SQLite file, as a copy of the database would show it. */
export function findDraftRow(
  noticeId: string,
  formType: string,
  databaseFile = e2eServer.databaseFile,
): StoredDraft | undefined {
  const database = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    return database.prepare('select * from drafts where notice_id = ? and form_type = ?').get(noticeId, formType) as
      StoredDraft | undefined;
  } finally {
    database.close();
  }
}

/**
 * Deletes every saved draft on a server (the demo server's by default). Journeys that sign a member
 * in and expect only the notice's prefill start with this: a journey before them may have left
 * that member's answers saved (save and resume brings them back, as it should for a claimant).
 */
export function forgetDrafts(databaseFile = e2eServer.databaseFile): void {
  const database = new Database(databaseFile, { fileMustExist: true, timeout: 10_000 });
  try {
    database.prepare('delete from drafts').run();
  } finally {
    database.close();
  }
}
