import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { e2eServer } from './e2eServer.ts';

export const documentFixtures = join(import.meta.dirname, '..', '..', 'fixtures', 'documents');

/**
 * Opens a document draft on the documents step, unless one is open: waits for the step to show
 * either "Add a document" or an open draft's type select, as a slow page may show neither yet.
 */
export async function openDocumentDraft(page: Page): Promise<void> {
  const addButton = page.getByRole('button', { name: /^Add (a|another) document$/ });
  const typeSelect = page.getByLabel('Document type');
  await expect(addButton.or(typeSelect).first()).toBeVisible();
  if (await addButton.isVisible()) await addButton.click();
  await expect(typeSelect).toBeVisible();
}

/** The bytes of a fixture file of tests/fixtures/documents. */
export function fixture(fileName: string): Buffer {
  return readFileSync(join(documentFixtures, fileName));
}

export interface StoredDocument {
  file_name: string;
  form_type: string;
  document_type: string | null;
  content_type: string;
  declared_type: string;
  size: number;
  storage_key: string;
}

function withDatabase<T>(read: (database: Database.Database) => T): T {
  const database = new Database(e2eServer.databaseFile, { readonly: true, fileMustExist: true });
  try {
    return read(database);
  } finally {
    database.close();
  }
}

/** The documents stored with a claim, by its reference code, in file-name order. */
export function documentsOfClaim(referenceCode: string): StoredDocument[] {
  return withDatabase(
    (database) =>
      database
        .prepare(
          `select d.file_name, d.form_type, d.document_type, d.content_type, d.declared_type, d.size, d.storage_key
           from claim_documents d join claims c on c.id = d.claim_id
           where c.reference_code = ? order by d.file_name`,
        )
        .all(referenceCode) as StoredDocument[],
  );
}

/** How many claims a member has (normalised Notice ID, e.g. NWM4J7K2Q9P). */
export function claimCountOf(noticeId: string): number {
  return withDatabase(
    (database) =>
      (database.prepare('select count(*) as count from claims where notice_id = ?').get(noticeId) as { count: number })
        .count,
  );
}

/** The reference code of the member's first claim (Taylor Example's: recorded from the notice). */
export function firstClaimReferenceOf(noticeId: string): string | undefined {
  return withDatabase(
    (database) =>
      (
        database
          .prepare('select reference_code from claims where notice_id = ? order by created_at limit 1')
          .get(noticeId) as { reference_code: string } | undefined
      )?.reference_code,
  );
}

/** The bytes of a stored document, read from the server's document storage beside its database. */
export function storedBytes(storageKey: string): Buffer {
  return readFileSync(join(dirname(e2eServer.databaseFile), 'documents', storageKey));
}
