import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { maxDocumentBytes, maxDocumentsPerClaim } from '#pages-config/rules/documents.ts';
import type { DocumentStorage, StagedFile } from './documentStorage.ts';

/** A file part of a submission, staged in storage and measured on the way in. */
export interface ReceivedDocument {
  /** The part name: the client id of the document context it belongs to (spec §7). */
  partName: string;
  fileName: string;
  /** Bytes actually received. */
  size: number;
  sha256: string;
  /** The type the bytes show (file-type), or undefined when they match no known type. */
  detectedType: string | undefined;
  staged: StagedFile;
}

export interface ReceivedSubmission {
  /** The text of every text part, by part name. */
  parts: Record<string, string>;
  documents: ReceivedDocument[];
}

/** Why a submission's body was refused while it was read; the route words it for the claimant. */
export type ReceiveProblem =
  { kind: 'tooLarge'; fileName: string } | { kind: 'tooMany' } | { kind: 'malformed' } | { kind: 'truncatedField' };

export class ReceiveError extends Error {
  readonly problem: ReceiveProblem;
  /** The text parts read before the problem (the claimant's culture among them, to word the answer). */
  partsSoFar: Readonly<Record<string, string>> = {};
  constructor(problem: ReceiveProblem) {
    super(`Submission refused while reading: ${problem.kind}`);
    this.name = 'ReceiveError';
    this.problem = problem;
  }
}

// file-type reads at most this many bytes from the start of a file to recognise it.
const sniffBytes = 4100;

/** Passes bytes through while counting them, hashing them and keeping the first few for sniffing. */
class MeasuringStream extends Transform {
  size = 0;
  readonly #hash = createHash('sha256');
  readonly #head: Buffer[] = [];
  #headLength = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    this.#hash.update(chunk);
    if (this.#headLength < sniffBytes) {
      const piece = chunk.subarray(0, sniffBytes - this.#headLength);
      this.#head.push(piece);
      this.#headLength += piece.length;
    }
    callback(null, chunk);
  }

  get sha256(): string {
    return this.#hash.digest('hex');
  }

  get head(): Buffer {
    return Buffer.concat(this.#head);
  }
}

function errorCode(error: unknown): string | undefined {
  return (error as { code?: unknown } | null)?.code as string | undefined;
}

/**
 * Reads a multipart submission: text parts into memory (each within the plugin's field limit) and
 * file parts streamed to the storage's staging area, at most maxDocumentsPerClaim files of at most
 * maxDocumentBytes each. Nothing is trusted from the file's name or declared type: its type is
 * taken from its first bytes. On any failure every file staged so far is discarded before the
 * error is thrown; on success the caller owns the staged files (commit or discard them).
 */
export async function receiveSubmission(
  request: FastifyRequest,
  storage: DocumentStorage,
): Promise<ReceivedSubmission> {
  const parts: Record<string, string> = {};
  const documents: ReceivedDocument[] = [];
  try {
    const iterator = request.parts({ limits: { files: maxDocumentsPerClaim, fileSize: maxDocumentBytes } });
    for await (const part of iterator) {
      if (part.type === 'file') {
        const measuring = new MeasuringStream();
        // .pipe() does not pass errors on: a broken upload must fail the staging too.
        part.file.once('error', (error) => measuring.destroy(error));
        const staged = await storage.stage(part.file.pipe(measuring));
        const document: ReceivedDocument = {
          partName: part.fieldname,
          fileName: part.filename,
          size: measuring.size,
          sha256: measuring.sha256,
          detectedType: undefined,
          staged,
        };
        documents.push(document);
        // Busboy ends a file cut at the size limit without an error of its own.
        if (part.file.truncated) throw new ReceiveError({ kind: 'tooLarge', fileName: part.filename });
        document.detectedType = (await fileTypeFromBuffer(measuring.head))?.mime;
        continue;
      }
      // A part cut at the size limit would be read as a different answer: refuse it whole.
      if (part.valueTruncated || part.fieldnameTruncated) throw new ReceiveError({ kind: 'truncatedField' });
      if (part.fieldname in parts) throw new ReceiveError({ kind: 'malformed' });
      // A part sent with Content-Type application/json arrives already parsed; the checks read text.
      parts[part.fieldname] = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
    }
  } catch (error) {
    await discardStaged(storage, documents);
    const refused = receiveErrorOf(error);
    if (!refused) throw error;
    refused.partsSoFar = parts;
    throw refused;
  }
  return { parts, documents };
}

/** The parser's limit errors as the problems a claimant can act on; undefined for anything else. */
function receiveErrorOf(error: unknown): ReceiveError | undefined {
  if (error instanceof ReceiveError) return error;
  const code = errorCode(error);
  if (code === 'FST_FILES_LIMIT') return new ReceiveError({ kind: 'tooMany' });
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    const fileName = (error as { part?: { filename?: string } }).part?.filename ?? '';
    return new ReceiveError({ kind: 'tooLarge', fileName });
  }
  return undefined;
}

/** Discards every staged file of a submission (after it was refused, or after its files were committed). */
export async function discardStaged(storage: DocumentStorage, documents: readonly ReceivedDocument[]): Promise<void> {
  await Promise.all(documents.map((document) => storage.discard(document.staged)));
}
