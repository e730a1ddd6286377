import Database from 'better-sqlite3';
import { e2eServer } from './e2eServer.ts';

export interface StoredClaim {
  reference_code: string;
  form_type: string;
  culture: string;
  config_hash: string;
  signature: string;
  attestation_text: string;
  models: string;
}

/** Reads a claim back from a server's SQLite file (the demo server's by default), as a case team's export would. */
export function findClaim(referenceCode: string, databaseFile = e2eServer.databaseFile): StoredClaim | undefined {
  const database = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    return database.prepare('select * from claims where reference_code = ?').get(referenceCode) as
      StoredClaim | undefined;
  } finally {
    database.close();
  }
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
