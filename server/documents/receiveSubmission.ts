import { createHash } from 'node:crypto';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { DocumentStorage, StagedFile } from './documentStorage.ts';
import { maxUnpackedPdfBytes } from '#pages-config/rules/documents.ts';
import { safeFileName } from './fileNames.ts';
import { textNestsTooDeep, valueNestsTooDeep } from '../security/jsonNesting.ts';
import { declaredImagePixels } from './imageDimensions.ts';
import { inspectPdf, type PdfInspection } from './pdfStructure.ts';
import { pdfUnpacksWithin } from './pdfStreams.ts';
import { maxSubmissionBytes } from './uploadLimits.ts';
import { VirusScannerUnavailableError, type VirusScanning } from './virusScanner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The virus scanner every received file goes through (plugins/app/documentStorage.ts). */
    virusScanning: VirusScanning;
  }
}

/** A file part of a submission, staged in storage and measured on the way in. */
export interface ReceivedDocument {
  /** The part name: the client id of the document context it belongs to (spec §7). */
  partName: string;
  /** The claimant's file name, made safe to keep and show (fileNames.ts); never part of a storage key. */
  fileName: string;
  /** Bytes actually received. */
  size: number;
  sha256: string;
  /** The type the bytes show (file-type), or undefined when they match no known type. */
  detectedType: string | undefined;
  /**
   * For a PDF, what its structure and streams show: damaged and encrypted PDFs, and those that
   * unpack to more than maxUnpackedPdfBytes, are refused (matchDocuments).
   */
  pdf: PdfInspection | undefined;
  /** For a picture, the pixels its header declares (imageDimensions.ts); over maxImagePixels it is refused. */
  imagePixels: number | undefined;
  staged: StagedFile;
}

export interface ReceivedSubmission {
  /** The text of every text part, by part name. */
  parts: Record<string, string>;
  documents: ReceivedDocument[];
}

/** Why a submission's body was refused while it was read; the route words it for the claimant. */
export type ReceiveProblem =
  | { kind: 'tooLarge'; fileName: string }
  | { kind: 'tooMany' }
  | { kind: 'bodyTooLarge' }
  | { kind: 'malformed' }
  | { kind: 'truncatedField' }
  | { kind: 'infected'; fileName: string }
  | { kind: 'scanUnavailable' };

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

/** The whole of a stream, for the few KiB of a PDF's structure. */
async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** Stops reading a body that is refused: the answer goes without waiting for the rest of it. */
function stopReading(request: FastifyRequest): void {
  request.raw.unpipe();
  request.raw.pause();
}

/** Whether a request announces a body larger than any submission can be. */
export function announcesTooLargeBody(request: FastifyRequest): boolean {
  const length = Number(request.headers['content-length']);
  return Number.isFinite(length) && length > maxSubmissionBytes;
}

/**
 * Counts a request's bytes as they arrive: `exceeded` rejects once they pass maxSubmissionBytes.
 * Busboy limits each part, but reads junk before the first boundary or after the last one without
 * end; this bounds the whole body.
 */
function watchBodySize(request: FastifyRequest) {
  let received = 0;
  let fail: (error: ReceiveError) => void = () => undefined;
  const exceeded = new Promise<never>((_resolve, reject) => {
    fail = reject;
  });
  exceeded.catch(() => undefined);
  const onData = (chunk: Buffer) => {
    received += chunk.length;
    if (received > maxSubmissionBytes) {
      request.raw.off('data', onData);
      stopReading(request);
      fail(new ReceiveError({ kind: 'bodyTooLarge' }));
    }
  };
  request.raw.on('data', onData);
  return { exceeded, stop: () => request.raw.off('data', onData) };
}

/**
 * Scans a staged file (virusScanner.ts). Infected: refused, with an audit line for the case team
 * and whoever watches the logs. Scanner unavailable: refused ("try again later") unless the
 * deployment chose to accept files unscanned, which is logged too.
 */
async function scanStaged(request: FastifyRequest, storage: DocumentStorage, document: ReceivedDocument) {
  const { scanner, acceptWhenUnavailable } = request.server.virusScanning;
  if (!scanner) return;
  const facts = { sha256: document.sha256, size: document.size, detectedType: document.detectedType ?? null };
  try {
    const verdict = await scanner.scan(storage.readStaged(document.staged));
    if (verdict.kind === 'clean') return;
    request.log.warn(
      {
        audit: 'document.infected',
        ...facts,
        // Not `signature`: the log redacts that key (the claimant's typed signature).
        virusSignature: verdict.signature,
        clientIp: request.ip,
        sessionIdHash: request.session?.idHash ?? null,
        url: request.url,
      },
      'infected document refused; nothing of the submission was stored',
    );
    throw new ReceiveError({ kind: 'infected', fileName: document.fileName });
  } catch (error) {
    if (!(error instanceof VirusScannerUnavailableError)) throw error;
    if (acceptWhenUnavailable) {
      request.log.warn({ audit: 'document.unscanned', ...facts, reason: error.message }, 'document accepted unscanned');
      return;
    }
    request.log.error({ reason: error.message }, 'virus scanner unavailable; submission refused');
    throw new ReceiveError({ kind: 'scanUnavailable' });
  }
}

/**
 * Reads a multipart submission: text parts into memory (each within the plugin's field limit) and
 * file parts streamed to the storage's staging area, within the limits of uploadLimits.ts. A file
 * over its limit is refused the moment it crosses it, and a body over maxSubmissionBytes (or one
 * announcing it) as soon as it does: the answer never waits for the rest of the body. Nothing is
 * trusted from the file's name or declared type: its type is taken from its first bytes, a PDF's
 * structure is checked (pdfStructure.ts) and its streams unpacked under a cap (pdfStreams.ts), a
 * picture's declared size read from its header (imageDimensions.ts), and every file is scanned for
 * viruses when a scanner is set up. On any failure every file staged so far is discarded before the error is thrown; on
 * success the caller owns the staged files (commit or discard them).
 */
export async function receiveSubmission(
  request: FastifyRequest,
  storage: DocumentStorage,
): Promise<ReceivedSubmission> {
  const parts: Record<string, string> = {};
  const documents: ReceivedDocument[] = [];
  if (announcesTooLargeBody(request)) throw new ReceiveError({ kind: 'bodyTooLarge' });
  const bodySize = watchBodySize(request);
  try {
    const iterator = request.parts()[Symbol.asyncIterator]();
    for (;;) {
      const next = await Promise.race([iterator.next(), bodySize.exceeded]);
      if (next.done) break;
      const part = next.value;
      if (part.type === 'file') {
        const fileName = safeFileName(part.filename);
        const measuring = new MeasuringStream();
        // .pipe() does not pass errors on: a broken upload must fail the staging too.
        part.file.once('error', (error) => measuring.destroy(error));
        // Busboy would read (and drop) the rest of an oversized file before ending it: stop reading
        // the body at once, and refuse.
        part.file.once('limit', () => {
          stopReading(request);
          measuring.destroy(new ReceiveError({ kind: 'tooLarge', fileName }));
        });
        void bodySize.exceeded.catch((error: unknown) => measuring.destroy(error as Error));
        const staged = await storage.stage(part.file.pipe(measuring));
        const document: ReceivedDocument = {
          partName: part.fieldname,
          fileName,
          size: measuring.size,
          sha256: measuring.sha256,
          detectedType: undefined,
          pdf: undefined,
          imagePixels: undefined,
          staged,
        };
        documents.push(document);
        if (part.file.truncated) throw new ReceiveError({ kind: 'tooLarge', fileName });
        document.detectedType = (await fileTypeFromBuffer(measuring.head))?.mime;
        if (document.detectedType === 'application/pdf') {
          document.pdf = await inspectPdf(
            (start, end) => bytesOf(storage.readStaged(staged, { start, end })),
            document.size,
          );
          if (document.pdf === 'sound' && !(await pdfUnpacksWithin(storage.readStaged(staged), maxUnpackedPdfBytes)))
            document.pdf = 'unpacksTooLarge';
        } else if (document.detectedType)
          document.imagePixels = await declaredImagePixels(document.detectedType, measuring.head, () =>
            storage.readStaged(staged),
          );
        await scanStaged(request, storage, document);
        continue;
      }
      // A part cut at the size limit would be read as a different answer: refuse it whole.
      if (part.valueTruncated || part.fieldnameTruncated) throw new ReceiveError({ kind: 'truncatedField' });
      if (part.fieldname in parts) throw new ReceiveError({ kind: 'malformed' });
      // A part sent with Content-Type application/json arrives already parsed; the checks read text.
      const value: unknown = part.value;
      // JSON nested deeper than any claim is refused here, before anything walks it (jsonNesting.ts).
      if (typeof value === 'string' ? textNestsTooDeep(value) : valueNestsTooDeep(value))
        throw new ReceiveError({ kind: 'malformed' });
      parts[part.fieldname] = typeof value === 'string' ? value : JSON.stringify(value);
    }
  } catch (error) {
    await discardStaged(storage, documents);
    const refused = receiveErrorOf(error);
    if (!refused) throw error;
    refused.partsSoFar = parts;
    throw refused;
  } finally {
    bodySize.stop();
  }
  return { parts, documents };
}

/** The parser's limit errors as the problems a claimant can act on; undefined for anything else. */
function receiveErrorOf(error: unknown): ReceiveError | undefined {
  if (error instanceof ReceiveError) return error;
  const code = errorCode(error);
  if (code === 'FST_FILES_LIMIT') return new ReceiveError({ kind: 'tooMany' });
  // Thousands of parts, or more text parts than a submission has: no claimant's browser sends them.
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new ReceiveError({ kind: 'malformed' });
  // A part declared application/json that is not JSON, or a part named like a property every object
  // has (__proto__, constructor): refused by the parser, answered as the malformed body they are.
  if (code === 'FST_INVALID_JSON_FIELD_ERROR' || code === 'FST_PROTO_VIOLATION')
    return new ReceiveError({ kind: 'malformed' });
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    const fileName = (error as { part?: { filename?: string } }).part?.filename ?? '';
    return new ReceiveError({ kind: 'tooLarge', fileName });
  }
  // A body that is not well-formed multipart (cut short, its boundary missing, empty or too long):
  // the parser's errors carry no code, only these messages. Without this they would be answered 500.
  if (error instanceof Error && malformedMultipartMessage.test(error.message))
    return new ReceiveError({ kind: 'malformed' });
  return undefined;
}

/** The messages @fastify/busboy (and the dicer inside it) raise for a body that is not multipart. */
const malformedMultipartMessage =
  /^(Multipart: Boundary not found|Unexpected end of multipart data|.* terminated early due to unexpected end of multipart data|The needle cannot (be an empty String\/Buffer|have a length bigger than 256)\.|Missing Content-Type-header\.|Unsupported Content-Type\.)$/;

/** Discards every staged file of a submission (after it was refused, or after its files were committed). */
export async function discardStaged(storage: DocumentStorage, documents: readonly ReceivedDocument[]): Promise<void> {
  await Promise.all(documents.map((document) => storage.discard(document.staged)));
}
