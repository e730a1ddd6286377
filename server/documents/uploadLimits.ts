import { maxDocumentBytes, maxDocumentsPerClaim } from '#pages-config/rules/documents.ts';

/**
 * The limits a claim submission (multipart/form-data, spec §7) is read under, chosen from what a
 * real submission holds: a dozen small text parts (each model as JSON; the largest demo model is
 * well under 8 KiB) and at most maxDocumentsPerClaim documents of maxDocumentBytes each (spec:
 * 20 MB, 10 per claim). Anything bigger is refused while it streams in, before it is kept anywhere
 * (ASVS 5.0 5.2.1). Busboy applies the per-part limits; the submission's own reader the total.
 *
 * Fastify's bodyLimit (1 MiB by default, lower on the JSON routes that set their own) does not
 * apply here: the multipart parser leaves the body to the route, which streams it.
 */
export const multipartLimits = {
  /** A part's name: the spec's part names and document-context client ids are under 40 characters. */
  fieldNameSize: 100,
  /** One text part: a model as JSON, or a list of records. */
  fieldSize: 256 * 1024,
  /** Text parts: the spec's submission payload has 11. */
  fields: 40,
  /** File parts: one per document. */
  files: maxDocumentsPerClaim,
  /** A file's bytes: a file over it is cut off as soon as the limit is crossed. */
  fileSize: maxDocumentBytes,
  /** All parts: thousands of empty parts are refused at the 51st. */
  parts: 40 + maxDocumentsPerClaim,
  /** Header lines of one part (Content-Disposition, Content-Type): busboy's default is 2000. */
  headerPairs: 20,
  /** Bytes of one part's headers, the file name among them (busboy's default is 80 KiB). */
  headerSize: 8 * 1024,
} as const;

/**
 * The largest body a submission can be: every document at its limit, every text part at its
 * limit, and room for the boundaries and part headers. A larger Content-Length is refused before
 * a byte is read; a body sent without one is cut off once it passes this many bytes (preamble and
 * epilogue junk, which busboy would otherwise read and drop without end, included).
 */
export const maxSubmissionBytes =
  multipartLimits.files * multipartLimits.fileSize +
  multipartLimits.fields * multipartLimits.fieldSize +
  multipartLimits.parts * (multipartLimits.headerSize + 256);
