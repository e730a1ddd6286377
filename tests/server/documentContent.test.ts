import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { safeFileName } from '#server/documents/fileNames.ts';
import { inspectPdf } from '#server/documents/pdfStructure.ts';
import {
  documentRefusal,
  type DocumentToSend,
  fileWithDocuments,
  filesUnder,
  fixtureBytes,
  receiptUpload,
} from '#tests/helpers/documentUploads.ts';
import { pdfSample } from '#tests/helpers/pdfSamples.ts';
import { startServerHarness, type ServerHarness } from '#tests/helpers/serverHarness.ts';

/**
 * What a document is, by its content and never by its name or declared type (ASVS 5.0 5.2.2), a
 * PDF the case team could not open, and where a document is kept whatever its name says
 * (ASVS 5.0 5.3.2): the server's answers, and what is left in the database and on disk.
 */

// A server per test: a notice files one claim, and several tests file one.
let server: ServerHarness;
beforeEach(async () => {
  server = await startServerHarness();
});
afterEach(async () => {
  await server.close();
});

// The shared helpers, bound to this test's server; uploads default to PDFs.
const upload = (fileName: string, bytes: Uint8Array, type = 'application/pdf') => receiptUpload(fileName, bytes, type);
const fileWithLosses = (documents: readonly DocumentToSend[], culture = 'en') =>
  fileWithDocuments(server, documents, culture);
const refusal = (document: DocumentToSend, culture = 'en') => documentRefusal(server, document, culture);

const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
const svg = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><circle r="4"/></svg>',
);

describe('a document is what its content says', () => {
  it('refuses a PNG named .pdf, saying what it is and what to rename it to', async () => {
    expect(await refusal(upload('receipt-scan.pdf', fixtureBytes('png')))).toEqual({
      status: 400,
      error:
        'receipt-scan.pdf is a PNG file, but its name ends otherwise. Rename it to end in .png, then add it again.',
      keptNothing: true,
    });
  });

  it('refuses a JPEG with no extension at all', async () => {
    const answer = await refusal(upload('photo', fixtureBytes('jpeg'), 'image/jpeg'));
    expect([answer.status, answer.error]).toEqual([
      400,
      'photo is a JPEG file, but its name ends otherwise. Rename it to end in .jpg, then add it again.',
    ]);
  });

  it('takes a JPEG named .jpeg and an HEIC photo named .HEIC', async () => {
    const response = await fileWithLosses([
      upload('receipt-photo.jpeg', fixtureBytes('jpeg'), 'image/jpeg'),
      upload('IMG_0001.HEIC', fixtureBytes('heic'), 'image/heic'),
    ]);
    expect(response.statusCode).toBe(200);
  });

  it('refuses an HTML page named .jpg and declared image/jpeg', async () => {
    expect(await refusal(upload('receipt.jpg', html, 'image/jpeg'))).toEqual({
      status: 400,
      error: 'receipt.jpg is not a PDF, JPEG, PNG or HEIC file. Choose a file of one of these types.',
      keptNothing: true,
    });
  });

  it('refuses an SVG image, which can carry script, whatever its name', async () => {
    const answers = [
      await refusal(upload('logo.svg', svg, 'image/svg+xml')),
      await refusal(upload('logo.png', svg, 'image/png')),
    ];
    expect(answers.map((answer) => [answer.status, answer.keptNothing])).toEqual([
      [400, true],
      [400, true],
    ]);
  });

  it('refuses a file that starts like a PDF but is an HTML page (a polyglot) as damaged', async () => {
    const polyglot = Buffer.concat([Buffer.from('%PDF-1.4\n'), html]);
    expect(await refusal(upload('statement.pdf', polyglot))).toEqual({
      status: 400,
      error:
        'statement.pdf is damaged or incomplete, so it cannot be opened. Save or download it again, then add it again.',
      keptNothing: true,
    });
  });

  it('takes a sound PDF whose page holds HTML text: it is a PDF, and documents are never served back', async () => {
    const response = await fileWithLosses([upload('web-receipt.pdf', pdfSample({ content: html }))]);
    expect(response.statusCode).toBe(200);
  });
});

describe('a PDF the case team could not open', () => {
  it('refuses a PDF cut short (a download that did not finish)', async () => {
    const whole = fixtureBytes('pdf');
    const answer = await refusal(upload('receipt.pdf', whole.subarray(0, Math.floor(whole.length / 2))));
    expect([answer.status, answer.error, answer.keptNothing]).toEqual([
      400,
      'receipt.pdf is damaged or incomplete, so it cannot be opened. Save or download it again, then add it again.',
      true,
    ]);
  });

  it('refuses a password-protected PDF, saying how to make a copy that opens', async () => {
    expect(await refusal(upload('bank-statement.pdf', pdfSample({ encrypted: true })))).toEqual({
      status: 400,
      error:
        'bank-statement.pdf is protected by a password or encryption, so the settlement team cannot open it. Save a copy without the protection (for example, print it to PDF), then add that copy.',
      keptNothing: true,
    });
  });

  it("says so in the claimant's language", async () => {
    const answer = await refusal(upload('estado-de-cuenta.pdf', pdfSample({ encrypted: true })), 'es');
    expect(answer.error).toBe(
      'estado-de-cuenta.pdf está protegido con contraseña o cifrado, por lo que el equipo del acuerdo no puede abrirlo. Guarde una copia sin la protección (por ejemplo, imprímalo como PDF) y agregue esa copia.',
    );
  });

  it('refuses an encrypted PDF whose cross-reference stream names the encryption (PDF 1.5 and later)', async () => {
    const answer = await refusal(
      upload('statement-2024.pdf', pdfSample({ encrypted: true, crossReferenceStream: true })),
    );
    expect([answer.status, answer.error.includes('protected by a password')]).toEqual([400, true]);
  });

  it('takes sound PDFs with either kind of cross-reference section', async () => {
    const response = await fileWithLosses([
      upload('table.pdf', pdfSample()),
      upload('stream.pdf', pdfSample({ crossReferenceStream: true })),
    ]);
    expect(response.statusCode).toBe(200);
  });
});

describe('the structure check on its own', () => {
  const inspect = (bytes: Buffer) => inspectPdf(async (start, end) => bytes.subarray(start, end + 1), bytes.length);

  it('finds the real receipt fixture sound', async () => {
    expect(await inspect(fixtureBytes('pdf'))).toBe('sound');
  });

  it('finds a PDF damaged when %%EOF is missing, startxref is missing, or it points past the end', async () => {
    const sound = pdfSample().toString('latin1');
    expect([
      await inspect(Buffer.from(sound.replace('%%EOF', ''), 'latin1')),
      await inspect(Buffer.from(sound.replace('startxref', 'startref'), 'latin1')),
      await inspect(Buffer.from(sound.replace(/startxref\n\d+/, 'startxref\n99999999'), 'latin1')),
    ]).toEqual(['damaged', 'damaged', 'damaged']);
  });

  it('does not mistake /EncryptMetadata or the word Encrypt in a page for encryption', async () => {
    expect(await inspect(pdfSample({ content: '(/EncryptMetadata false /Encrypt) Tj' }))).toBe('sound');
  });
});

describe('where a document is kept, whatever its name', () => {
  const hostileNames = {
    traversal: '../../etc/passwd.pdf',
    windowsTraversal: '..\\..\\x.pdf',
    nul: 'receipt\u0000.exe.pdf',
    rightToLeftOverride: 'invoice\u202Efdp.pdf',
    long: `${'a'.repeat(1000)}.pdf`,
  };

  it('stores each under a key the server made, keeps the name only as sanitised data', async () => {
    const documents = Object.values(hostileNames).map((name) => upload(name, pdfSample()));
    const response = await fileWithLosses(documents);
    expect(response.statusCode).toBe(200);
    const referenceCode = (response.json() as { referenceCodeForm: string }).referenceCodeForm;
    const rows = await server.app.db
      .selectFrom('claim_documents')
      .innerJoin('claims', 'claims.id', 'claim_documents.claim_id')
      .select(['claim_documents.file_name', 'claim_documents.storage_key', 'claims.id as claimId'])
      .where('claims.reference_code', '=', referenceCode)
      .execute();
    const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
    expect(rows.every((row) => new RegExp(`^${row.claimId}/${uuid}$`).test(row.storage_key))).toBe(true);
    expect(rows.map((row) => row.file_name).sort()).toEqual(
      ['passwd.pdf', 'x.pdf', 'receipt.exe.pdf', 'invoicefdp.pdf', `${'a'.repeat(196)}.pdf`].sort(),
    );
    // On disk: only the server's keys, under the documents folder and nowhere else.
    const stored = filesUnder(join(server.directory, 'documents'));
    for (const row of rows) expect(stored).toContain(join(...row.storage_key.split('/')));
    expect(stored.every((path) => new RegExp(`^${uuid}/${uuid}$`).test(path.split('\\').join('/')))).toBe(true);
    const outside = filesUnder(server.directory).filter((path) => !path.startsWith('documents'));
    expect(outside.every((path) => !path.includes('passwd') && !path.endsWith('x.pdf'))).toBe(true);
    expect(relative(server.directory, join(server.directory, 'documents')).startsWith('..')).toBe(false);
  });

  it('reads no more of a name than a part header holds (8 KiB), and refuses the name cut there', async () => {
    // 9,000 characters: over the 8 KiB a part header holds, within the 10,000 a record's field may
    // hold (a longer name in the record is refused before any part is read).
    const answer = await refusal(upload(`${'b'.repeat(9_000)}.pdf`, pdfSample()));
    expect([
      answer.status,
      /^b{200} is a PDF file, but its name ends otherwise/.test(answer.error),
      answer.keptNothing,
    ]).toEqual([400, true, true]);
  });

  it('sanitises names: last path segment, no control or direction characters, no leading dots, 200 characters', () => {
    expect([
      safeFileName('C:\\Users\\alex\\scan.pdf'),
      safeFileName('\u202Egpj.exe'),
      safeFileName('..'),
      safeFileName('.hidden.pdf'),
      safeFileName('line\nbreak\u2028.pdf'),
      Array.from(safeFileName(`${'😀'.repeat(300)}.jpeg`)).length,
      safeFileName(`${'😀'.repeat(300)}.jpeg`).endsWith('😀.jpeg'),
    ]).toEqual(['scan.pdf', 'gpj.exe', 'document', 'hidden.pdf', 'linebreak.pdf', 200, true]);
  });
});
