/**
 * A careful look at a PDF's skeleton, without parsing its pages: enough to refuse what the case
 * team could not open. A PDF ends with `startxref`, the offset of its cross-reference section,
 * and `%%EOF` (ISO 32000-1 §7.5.5); the trailer dictionary (classic cross-reference table) or the
 * cross-reference stream's dictionary (PDF 1.5+) names an `/Encrypt` dictionary when the document
 * is encrypted (§7.6.1), and every later incremental update repeats it. A full parser (pdf-lib,
 * pdf.js) would hold a 20 MB document's objects in memory per upload and add megabytes of
 * dependency; these checks read two windows of a few KiB.
 *
 * - `damaged`: no `%%EOF` near the end or no usable `startxref` — a download cut short, a file
 *   that only starts like a PDF (`%PDF` followed by HTML, a polyglot), or a broken export.
 * - `encrypted`: any /Encrypt, a user password or an owner password alone: content encrypted even
 *   with an empty password is unreadable to tools without the standard security handler.
 * - `unpacksTooLarge`: a sound PDF whose compressed streams unpack to more than
 *   maxUnpackedPdfBytes (pdfStreams.ts, a decompression bomb), not found by inspectPdf itself.
 */
export type PdfInspection = 'sound' | 'damaged' | 'encrypted' | 'unpacksTooLarge';

/** Reads bytes `start` to `end` inclusive of the file being inspected. */
export type ReadRange = (start: number, end: number) => Promise<Buffer>;

/** The tail read: trailer, startxref and %%EOF fit well within it. */
const tailLength = 8 * 1024;
/** Readers (Acrobat among them) accept %%EOF anywhere in the last 1024 bytes; so does this check. */
const endMarkerWindow = 1024;
/** How much of the cross-reference section is read for its dictionary. */
const sectionLength = 4 * 1024;

/**
 * An /Encrypt entry as it appears in a trailer or cross-reference stream dictionary: followed by an
 * indirect reference or a direct dictionary (not /EncryptMetadata, a key inside one).
 */
const encryptEntry = /\/Encrypt(?:\s*\d+\s+\d+\s+R|\s*<<)/;

export async function inspectPdf(read: ReadRange, size: number): Promise<PdfInspection> {
  const tailStart = Math.max(0, size - tailLength);
  const tail = (await read(tailStart, size - 1)).toString('latin1');
  const endMarker = tail.lastIndexOf('%%EOF');
  if (endMarker === -1 || tail.length - endMarker > endMarkerWindow) return 'damaged';
  const startxref = /startxref\s+(\d{1,15})\s*$/.exec(tail.slice(0, endMarker));
  if (!startxref) return 'damaged';
  const offset = Number(startxref[1]);
  if (offset >= size) return 'damaged';

  // The dictionary of the cross-reference section startxref points at: a classic table's trailer
  // sits in the tail, a cross-reference stream's dictionary at the offset itself.
  const section = (await read(offset, Math.min(size, offset + sectionLength) - 1)).toString('latin1');
  const sectionDictionary = section.slice(0, section.search(/\bstream\b|$/));
  const trailer = tail.slice(tail.lastIndexOf('trailer') + 1 || 0, startxref.index);
  if (encryptEntry.test(trailer) || encryptEntry.test(sectionDictionary)) return 'encrypted';
  return 'sound';
}
