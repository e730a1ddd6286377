/**
 * Submissions with documents, for server tests: real file bytes from tests/fixtures/documents, the
 * document contexts that name them, and the multipart body a browser would send (spec §7: each
 * file is the part named by its document context's client id).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LightMyRequestResponse } from 'fastify';
import type { FormModelPayload } from '#pages-config/api/contract.ts';
import { alexClaimantInfo } from './demoAnswers.ts';
import { demoMembers, type Claimant, type ServerHarness } from './serverHarness.ts';

export const documentFixturesDirectory = fileURLToPath(new URL('../fixtures/documents/', import.meta.url));

/** The fixture files: a real PDF, JPEG and PNG, an HEIC header, and a text file named .pdf. */
export const documentFixtures = {
  pdf: { fileName: 'receipt.pdf', type: 'application/pdf' },
  jpeg: { fileName: 'receipt-photo.jpg', type: 'image/jpeg' },
  png: { fileName: 'bank-statement.png', type: 'image/png' },
  heic: { fileName: 'iphone-photo.heic', type: 'image/heic' },
  fakePdf: { fileName: 'not-really-a.pdf', type: 'application/pdf' },
} as const;
export type DocumentFixture = keyof typeof documentFixtures;

export function fixtureBytes(fixture: DocumentFixture): Buffer {
  return readFileSync(`${documentFixturesDirectory}${documentFixtures[fixture].fileName}`);
}

/** A file part: its name as the device gives it, its bytes and the type the browser declares. */
export interface FilePart {
  fileName: string;
  bytes: Uint8Array;
  type?: string;
}

/** One document: the context's fields and the file sent for it. */
export interface DocumentToSend {
  clientId: string;
  documentType: string | null;
  file: FilePart;
  /** What the browser reported as the file's type; '' when it did not know. */
  declaredType?: string;
}

export function fixtureFile(fixture: DocumentFixture, fileName: string = documentFixtures[fixture].fileName): FilePart {
  return { fileName, bytes: fixtureBytes(fixture), type: documentFixtures[fixture].type };
}

/** The multipart body of text parts and file parts, encoded by the platform's own FormData. */
export async function multipartWithFiles(
  parts: ReadonlyArray<readonly [string, string | FilePart]>,
): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([Uint8Array.from(value.bytes)], { type: value.type ?? '' }), value.fileName);
  }
  const encoded = new Response(form);
  return { body: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type') ?? '' };
}

/** The document context models for these documents, as the client sends them. */
export async function documentContextsOf(
  claimant: Claimant,
  documents: readonly DocumentToSend[],
  formType = 'Standard',
): Promise<FormModelPayload[]> {
  return Promise.all(
    documents.map(async (document) => ({
      ...(await claimant.model(
        'DocumentContexts',
        {
          documentType: document.documentType,
          file: document.file.fileName,
          fileName: document.file.fileName,
          fileSize: String(document.file.bytes.length),
          fileType: document.declaredType ?? document.file.type ?? 'unknown',
        },
        formType,
      )),
      clientId: document.clientId,
    })),
  );
}

/**
 * POSTs a submission: the text parts, the documents' contexts as `documentContexts`, then one file
 * part per document (or the `files` given, to send mismatched ones).
 */
export async function submitWithDocuments(
  claimant: Claimant,
  segment: string,
  textParts: Readonly<Record<string, string>>,
  documents: readonly DocumentToSend[],
  options: { formType?: string; files?: ReadonlyArray<readonly [string, FilePart]> } = {},
): Promise<LightMyRequestResponse> {
  const contexts = await documentContextsOf(claimant, documents, options.formType);
  const parts: Array<readonly [string, string | FilePart]> = Object.entries({
    ...textParts,
    documentContexts: JSON.stringify(contexts),
  });
  for (const entry of options.files ?? documents.map((document) => [document.clientId, document.file] as const))
    parts.push(entry);
  const { body, contentType } = await multipartWithFiles(parts);
  return claimant.request({
    method: 'POST',
    url: `/api/forms/${segment}`,
    headers: { 'x-csrf-token': claimant.csrfToken ?? '', 'content-type': contentType },
    payload: body,
  });
}

/** Alex Sample's answers with documented losses: the claim-details step and documents come in. */
export const documentedLosses = {
  claimantInfo: { ...alexClaimantInfo, hasDocumentedLosses: 'Yes' },
  claimDetails: { hoursLost: '2', documentedLosses: '120.00', lossesDescription: 'Credit freeze fees' },
};

/** Every file under a folder, recursively (a staging area included), relative to it. */
export function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((path) =>
    statSync(join(folder, path)).isFile(),
  );
}

/** How many claims and document rows a server holds. */
export async function storedCounts(server: ServerHarness): Promise<{ claims: number; documents: number }> {
  const claims = await server.app.db
    .selectFrom('claims')
    .select((select) => select.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const documents = await server.app.db
    .selectFrom('claim_documents')
    .select((select) => select.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return { claims: Number(claims.count), documents: Number(documents.count) };
}

let uploadSequence = 0;

/** One receipt to send, its file named and typed as the claimant's device gives it, under a client id of its own. */
export function receiptUpload(fileName: string, bytes: Uint8Array, type: string): DocumentToSend {
  uploadSequence += 1;
  return {
    clientId: `fm-upld${String(uploadSequence).padStart(4, '0')}`,
    documentType: 'Receipt',
    file: { fileName, bytes, type },
  };
}

/** Alex files a Standard claim with documented losses and these documents, in `culture`. */
export async function fileWithDocuments(
  server: ServerHarness,
  documents: readonly DocumentToSend[],
  culture = 'en',
): Promise<LightMyRequestResponse> {
  const claimant = server.claimant();
  await claimant.authorize(demoMembers.alex);
  const parts = await claimant.standardParts(documentedLosses, { userPreferredCulture: culture });
  return submitWithDocuments(claimant, 'standard', parts, documents);
}

/** Submits one document that must be refused: the answer, and whether anything was kept (a row, a staged file). */
export async function documentRefusal(
  server: ServerHarness,
  document: DocumentToSend,
  culture = 'en',
): Promise<{ status: number; error: string; keptNothing: boolean }> {
  const before = await storedCounts(server);
  const response = await fileWithDocuments(server, [document], culture);
  return {
    status: response.statusCode,
    error: (response.json() as { error: string }).error,
    keptNothing:
      JSON.stringify(await storedCounts(server)) === JSON.stringify(before) &&
      filesUnder(join(server.directory, 'documents', '.staging')).length === 0,
  };
}
