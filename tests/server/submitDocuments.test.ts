import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxDocumentBytes } from '#pages-config/rules/documents.ts';
import { localDiskStorage, type DocumentStorage } from '#server/documents/documentStorage.ts';
import {
  documentedLosses,
  type DocumentToSend,
  filesUnder,
  fixtureBytes,
  fixtureFile,
  storedCounts,
  submitWithDocuments,
} from '#tests/helpers/documentUploads.ts';
import { pdfSample } from '#tests/helpers/pdfSamples.ts';
import {
  demoMembers,
  openedClaim,
  startServerHarness,
  type Claimant,
  type ServerHarness,
} from '#tests/helpers/serverHarness.ts';

let server: ServerHarness;
beforeAll(async () => {
  server = await startServerHarness();
});
afterAll(async () => {
  await server.close();
});

async function authorizedAlex(): Promise<Claimant> {
  const claimant = server.claimant();
  await claimant.authorize(demoMembers.alex);
  return claimant;
}

function document(clientId: string, fixture: Parameters<typeof fixtureFile>[0], fileName?: string): DocumentToSend {
  return { clientId, documentType: 'Receipt', file: fixtureFile(fixture, fileName) };
}

async function fileWithLosses(claimant: Claimant, documents: readonly DocumentToSend[], culture = 'en') {
  const parts = await claimant.standardParts(documentedLosses, { userPreferredCulture: culture });
  return submitWithDocuments(claimant, 'standard', parts, documents);
}

describe('a Standard claim with documented losses and its documents', () => {
  it('is filed with a PDF, a JPEG and a PNG, each stored with its bytes, size and type by content', async () => {
    const claimant = await authorizedAlex();
    const response = await fileWithLosses(claimant, [
      document('fm-pdf00001', 'pdf'),
      document('fm-jpg00001', 'jpeg'),
      document('fm-png00001', 'png'),
    ]);
    expect(response.statusCode).toBe(200);
    const referenceCode = (response.json() as { referenceCodeForm: string }).referenceCodeForm;
    const claim = await server.app.db
      .selectFrom('claims')
      .selectAll()
      .where('reference_code', '=', referenceCode)
      .executeTakeFirstOrThrow();
    const rows = await server.app.db
      .selectFrom('claim_documents')
      .selectAll()
      .where('claim_id', '=', claim.id)
      .orderBy('file_name')
      .execute();
    expect(rows.map((row) => [row.file_name, row.content_type, row.size, row.form_type])).toEqual([
      ['bank-statement.png', 'image/png', fixtureBytes('png').length, 'Standard'],
      ['receipt-photo.jpg', 'image/jpeg', fixtureBytes('jpeg').length, 'Standard'],
      ['receipt.pdf', 'application/pdf', fixtureBytes('pdf').length, 'Standard'],
    ]);
    for (const row of rows) {
      const fixture = row.content_type === 'image/png' ? 'png' : row.content_type === 'image/jpeg' ? 'jpeg' : 'pdf';
      expect(Buffer.compare(await server.app.documentStorage.read(row.storage_key), fixtureBytes(fixture))).toBe(0);
      expect(row.sha256).toBe(createHash('sha256').update(fixtureBytes(fixture)).digest('hex'));
    }
  });

  it('files two photos named image.jpg, as phones name them, each stored with its own bytes', async () => {
    const claimant = await authorizedAlex();
    // Two different pictures: bytes after a JPEG's end marker are no part of the picture.
    const first = fixtureBytes('jpeg');
    const second = Buffer.concat([fixtureBytes('jpeg'), Buffer.from('second photo')]);
    const response = await fileWithLosses(claimant, [
      {
        clientId: 'fm-same0001',
        documentType: 'Receipt',
        file: { fileName: 'image.jpg', bytes: first, type: 'image/jpeg' },
      },
      {
        clientId: 'fm-same0002',
        documentType: 'Receipt',
        file: { fileName: 'image.jpg', bytes: second, type: 'image/jpeg' },
      },
    ]);
    expect(response.statusCode).toBe(200);
    const referenceCode = (response.json() as { referenceCodeForm: string }).referenceCodeForm;
    const rows = await server.app.db
      .selectFrom('claim_documents')
      .innerJoin('claims', 'claims.id', 'claim_documents.claim_id')
      .select([
        'claim_documents.file_name',
        'claim_documents.document_context_client_id',
        'claim_documents.storage_key',
      ])
      .where('claims.reference_code', '=', referenceCode)
      .orderBy('claim_documents.document_context_client_id')
      .execute();
    expect(rows.map((row) => [row.document_context_client_id, row.file_name])).toEqual([
      ['fm-same0001', 'image.jpg'],
      ['fm-same0002', 'image.jpg'],
    ]);
    const stored = await Promise.all(rows.map((row) => server.app.documentStorage.read(row.storage_key)));
    expect(stored.map((bytes) => [bytes.length, Buffer.compare(bytes, first)])).toEqual([
      [first.length, 0],
      [second.length, 1],
    ]);
    expect(Buffer.compare(stored[1]!, second)).toBe(0);
  });

  it('stores each document context with the name, size and declared type of its file', async () => {
    const claimant = await authorizedAlex();
    const response = await fileWithLosses(claimant, [document('fm-pdf00002', 'pdf')]);
    const referenceCode = (response.json() as { referenceCodeForm: string }).referenceCodeForm;
    const claim = await server.app.db
      .selectFrom('claims')
      .selectAll()
      .where('reference_code', '=', referenceCode)
      .executeTakeFirstOrThrow();
    const contexts = (
      openedClaim(server.app, claim).models as { documentContexts: { clientId: string; fields: object }[] }
    ).documentContexts;
    expect(contexts).toEqual([
      expect.objectContaining({
        clientId: 'fm-pdf00002',
        fields: {
          documentType: 'Receipt',
          file: 'receipt.pdf',
          fileName: 'receipt.pdf',
          fileSize: String(fixtureBytes('pdf').length),
          fileType: 'application/pdf',
        },
      }),
    ]);
  });

  it('records the declared type of a file the browser could not name as unknown', async () => {
    const claimant = await authorizedAlex();
    const response = await fileWithLosses(claimant, [{ ...document('fm-png00003', 'png'), declaredType: '' }]);
    const referenceCode = (response.json() as { referenceCodeForm: string }).referenceCodeForm;
    const row = await server.app.db
      .selectFrom('claim_documents')
      .innerJoin('claims', 'claims.id', 'claim_documents.claim_id')
      .select(['claim_documents.declared_type', 'claim_documents.content_type'])
      .where('claims.reference_code', '=', referenceCode)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ declared_type: 'unknown', content_type: 'image/png' });
  });

  it('takes an HEIC photo, recognised by its content', async () => {
    const claimant = await authorizedAlex();
    const response = await fileWithLosses(claimant, [document('fm-heic0001', 'heic')]);
    expect(response.statusCode).toBe(200);
  });

  it('keeps the documents of different claims apart on disk, outside the served client', async () => {
    const rows = await server.app.db.selectFrom('claim_documents').select(['claim_id', 'storage_key']).execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.storage_key.startsWith(`${row.claim_id}/`)).toBe(true);
    expect(existsSync(join(server.directory, 'documents', rows[0]!.storage_key))).toBe(true);
  });
});

describe('documents the server refuses', () => {
  it('asks for documentation when losses are claimed without a document', async () => {
    const claimant = await authorizedAlex();
    const before = await storedCounts(server);
    const response = await fileWithLosses(claimant, []);
    expect([response.statusCode, response.json().error]).toEqual([400, 'Provide documentation to continue.']);
    expect(await storedCounts(server)).toEqual(before);
  });

  it('refuses a .pdf whose content is not a PDF, naming it, and stores neither claim nor file', async () => {
    const claimant = await authorizedAlex();
    const before = await storedCounts(server);
    const response = await fileWithLosses(claimant, [
      document('fm-fake0001', 'fakePdf'),
      document('fm-pdf00004', 'pdf'),
    ]);
    expect([response.statusCode, response.json().error]).toEqual([
      400,
      'not-really-a.pdf is not a PDF, JPEG, PNG or HEIC file. Choose a file of one of these types.',
    ]);
    expect(await storedCounts(server)).toEqual(before);
    expect(filesUnder(join(server.directory, 'documents', '.staging'))).toEqual([]);
  });

  it("words the refusal in the claimant's language", async () => {
    const claimant = await authorizedAlex();
    const response = await fileWithLosses(claimant, [document('fm-fake0002', 'fakePdf')], 'es');
    expect(response.json().error).toBe(
      'not-really-a.pdf no es un archivo PDF, JPEG, PNG ni HEIC. Elija un archivo de uno de estos tipos.',
    );
  });

  it('refuses a file larger than 20 MB while it arrives, and keeps nothing of it', async () => {
    const claimant = await authorizedAlex();
    const before = await storedCounts(server);
    const tooLarge = {
      fileName: 'scan.pdf',
      bytes: Buffer.concat([fixtureBytes('pdf'), Buffer.alloc(maxDocumentBytes)]),
    };
    const response = await fileWithLosses(claimant, [
      { clientId: 'fm-big00001', documentType: 'Receipt', file: tooLarge },
    ]);
    expect([response.statusCode, response.json().error]).toEqual([
      413,
      'scan.pdf is larger than 20 MB. Choose a smaller file, or scan the document at a lower resolution.',
    ]);
    expect(await storedCounts(server)).toEqual(before);
    expect(filesUnder(join(server.directory, 'documents', '.staging'))).toEqual([]);
  });

  it('takes a file of exactly 20 MB', async () => {
    const claimant = await authorizedAlex();
    // A sound PDF (the server checks a PDF's structure), its page's content padded to the limit.
    const overhead = pdfSample({ content: Buffer.alloc(10_000_000) }).length - 10_000_000;
    const exact = {
      fileName: 'big-scan.pdf',
      bytes: pdfSample({ content: Buffer.alloc(maxDocumentBytes - overhead) }),
    };
    expect(exact.bytes.length).toBe(maxDocumentBytes);
    const response = await fileWithLosses(claimant, [
      { clientId: 'fm-big00002', documentType: 'Receipt', file: exact },
    ]);
    expect(response.statusCode).toBe(200);
  });

  it('refuses more than 10 documents', async () => {
    const claimant = await authorizedAlex();
    const before = await storedCounts(server);
    const eleven = Array.from({ length: 11 }, (_, index) =>
      document(`fm-many${String(index).padStart(4, '0')}`, 'png', `page-${index + 1}.png`),
    );
    const response = await fileWithLosses(claimant, eleven);
    expect([response.statusCode, response.json().error]).toEqual([
      413,
      'You can add at most 10 documents. Remove one before you add another.',
    ]);
    expect(await storedCounts(server)).toEqual(before);
  });

  it('refuses a file that no document context names', async () => {
    const claimant = await authorizedAlex();
    const parts = await claimant.standardParts(documentedLosses);
    const response = await submitWithDocuments(claimant, 'standard', parts, [document('fm-ctx00001', 'pdf')], {
      files: [
        ['fm-ctx00001', fixtureFile('pdf')],
        ['fm-stray001', fixtureFile('png')],
      ],
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a document context without its file', async () => {
    const claimant = await authorizedAlex();
    const parts = await claimant.standardParts(documentedLosses);
    const response = await submitWithDocuments(claimant, 'standard', parts, [document('fm-nofile01', 'pdf')], {
      files: [],
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses two files for one document context', async () => {
    const claimant = await authorizedAlex();
    const parts = await claimant.standardParts(documentedLosses);
    const response = await submitWithDocuments(claimant, 'standard', parts, [document('fm-twice001', 'pdf')], {
      files: [
        ['fm-twice001', fixtureFile('pdf')],
        ['fm-twice001', fixtureFile('png')],
      ],
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses documents for a claim that skips the documents step', async () => {
    const claimant = await authorizedAlex();
    const response = await submitWithDocuments(claimant, 'standard', await claimant.standardParts(), [
      document('fm-skip0001', 'pdf'),
    ]);
    expect([response.statusCode, response.json().error]).toEqual([
      400,
      'This form does not take files. Remove the file and submit again.',
    ]);
  });
});

describe('a failure part-way through storing a claim', () => {
  /** Local disk storage whose second commit fails, as a full disk or a lost volume would. */
  function storageFailingOnSecondCommit(root: string): DocumentStorage {
    const disk = localDiskStorage(root);
    let commits = 0;
    return {
      ...disk,
      async commit(staged, key) {
        commits += 1;
        if (commits === 2) throw new Error('disk full');
        return disk.commit(staged, key);
      },
    };
  }

  it('leaves no claim, no document rows and no files', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'claimkit-failing-storage-'));
    const failing = await startServerHarness({ documentStorage: storageFailingOnSecondCommit(directory) });
    try {
      const claimant = failing.claimant();
      await claimant.authorize(demoMembers.alex);
      const before = await storedCounts(failing);
      const parts = await claimant.standardParts(documentedLosses);
      const response = await submitWithDocuments(claimant, 'standard', parts, [
        document('fm-atom0001', 'pdf'),
        document('fm-atom0002', 'png'),
        document('fm-atom0003', 'jpeg'),
      ]);
      expect(response.statusCode).toBe(500);
      expect(await storedCounts(failing)).toEqual(before);
      expect(filesUnder(directory)).toEqual([]);
    } finally {
      await failing.close();
      rmSync(directory, { recursive: true, force: true });
    }
  });

  it('files the same claim once the storage works again', async () => {
    const claimant = await authorizedAlex();
    const response = await fileWithLosses(claimant, [document('fm-again001', 'pdf'), document('fm-again002', 'png')]);
    expect(response.statusCode).toBe(200);
  });
});

describe('documents upload to a claim already filed', () => {
  const taylor = { noticeId: 'NWM-5Z6V-8K2D', pin: '135790' };

  async function taylorsClaim() {
    return server.app.db
      .selectFrom('claims')
      .select(['id', 'reference_code'])
      .where('notice_id', '=', 'NWM5Z6V8K2D')
      .executeTakeFirstOrThrow();
  }

  it('records the claim Taylor Example filed before this site, once', async () => {
    const rows = await server.app.db.selectFrom('claims').select('id').where('notice_id', '=', 'NWM5Z6V8K2D').execute();
    expect(rows).toHaveLength(1);
  });

  it('adds Taylor Example’s documents to that claim and answers with its reference code', async () => {
    const claimant = server.claimant();
    expect((await claimant.authorize(taylor, { segment: 'documents-upload' })).statusCode).toBe(200);
    const response = await submitWithDocuments(
      claimant,
      'documents-upload',
      { userPreferredCulture: 'en', reCaptchaResponse: '', captchaRawValue: '', signature: '' },
      [document('fm-tay00001', 'pdf'), document('fm-tay00002', 'jpeg')],
      { formType: 'DocumentsUpload' },
    );
    const claim = await taylorsClaim();
    expect([response.statusCode, response.json().referenceCodeForm]).toEqual([200, claim.reference_code]);
    const rows = await server.app.db
      .selectFrom('claim_documents')
      .selectAll()
      .where('claim_id', '=', claim.id)
      .orderBy('file_name')
      .execute();
    expect(rows.map((row) => [row.file_name, row.form_type, row.content_type])).toEqual([
      ['receipt-photo.jpg', 'DocumentsUpload', 'image/jpeg'],
      ['receipt.pdf', 'DocumentsUpload', 'application/pdf'],
    ]);
    expect(readFileSync(join(server.directory, 'documents', rows[1]!.storage_key))).toEqual(fixtureBytes('pdf'));
  });

  it('files no new claim for an upload', async () => {
    const rows = await server.app.db.selectFrom('claims').select('form_type').execute();
    expect(rows.map((row) => row.form_type)).not.toContain('DocumentsUpload');
  });

  it('asks for documentation when the upload has none', async () => {
    const claimant = server.claimant();
    await claimant.authorize(taylor, { segment: 'documents-upload' });
    const response = await submitWithDocuments(
      claimant,
      'documents-upload',
      { userPreferredCulture: 'en', reCaptchaResponse: '', captchaRawValue: '', signature: '' },
      [],
      { formType: 'DocumentsUpload' },
    );
    expect([response.statusCode, response.json().error]).toEqual([400, 'Provide documentation to continue.']);
  });

  it('tells a member with no claim that there is nothing to add documents to', async () => {
    const claimant = server.claimant();
    const response = await claimant.authorize(demoMembers.riley, { segment: 'documents-upload' });
    expect([response.statusCode, response.json().authorized, response.json().error]).toEqual([
      400,
      false,
      'We have no claim on file for this Notice ID, so there is no claim to add documents to. File a claim first, or contact the Settlement Administrator.',
    ]);
  });

  it('authorizes a member who filed a claim on this site', async () => {
    // Alex Sample filed Standard claims in the tests above.
    const claimant = server.claimant();
    expect((await claimant.authorize(demoMembers.alex, { segment: 'documents-upload' })).statusCode).toBe(200);
  });
});
