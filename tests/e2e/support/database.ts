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
