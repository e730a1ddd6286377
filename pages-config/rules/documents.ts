import type { FieldValue } from '../schema/field.ts';
import type { RuleMessage } from './message.ts';

/**
 * Supporting documents: the limits and file types both sides enforce, the values a file field
 * writes (spec §3), and the messages a claimant sees when a document is refused.
 */

/** At most 20 MB per document: large enough for a phone photo or a scanned statement. */
export const maxDocumentBytes = 20 * 1024 * 1024;
/** At most 10 documents per claim (and per documents upload). */
export const maxDocumentsPerClaim = 10;

/**
 * At most 64 million pixels a picture (width × height as its header declares them). A phone's
 * photo is 12 MP, 48 to 50 MP in its full-resolution mode (8064 × 6048, 8160 × 6144), a letter or
 * A4 page scanned at 600 dpi about 35 MP; at 4 bytes a pixel, 64 MP is 256 MB for whoever opens
 * it. A file of a few bytes can declare far more (a 100000 × 100000 PNG is 40 GB decoded), which
 * would take down the case team's viewer or any tool that makes a thumbnail.
 */
export const maxImagePixels = 64_000_000;

/**
 * At most 256 MB of content once a PDF's compressed (Flate) streams are unpacked: what one page
 * image at the picture limit takes, and more than a 20 MB statement or scan unpacks to (text and
 * scans compress a few times, never a thousand). A zip bomb does: 1 MB can unpack to 1 GB.
 */
export const maxUnpackedPdfBytes = 256 * 1024 * 1024;

/**
 * The types accepted, as detected from the file's content (never from its name or the browser's
 * word). HEIC photos come from iPhones; some tools label them with the HEIF family type.
 */
export const acceptedDocumentTypes = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/heic',
  'image/heif',
] as const;

/** The file chooser's filter: a convenience for the claimant; the server checks the content. */
export const documentInputAccept = '.pdf,.jpg,.jpeg,.png,.heic,application/pdf,image/jpeg,image/png,image/heic';

/** What a chosen file is, as the browser reports it. */
export interface FileFacts {
  name: string;
  size: number;
  /** The browser's MIME type; empty when it does not know. */
  type: string;
}

/** A media type as RFC 6838 4.2 names one: type and subtype of at most 127 characters each. */
const mediaType = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/i;

/**
 * Spec §3: a file with no type is recorded as `unknown`; so is a "type" that is none (the server
 * keeps what the browser declared beside the type it detects, so it must be a bounded media type).
 */
export function recordedFileType(type: string | undefined | null): string {
  const text = type?.trim() ?? '';
  return mediaType.test(text) ? text : 'unknown';
}

/**
 * The values a file field writes into its record (spec §3): the field itself holds the file name,
 * and `<key>Name`, `<key>Size` (bytes) and `<key>Type` (unknown if missing) go beside it.
 */
export function fileFieldValues(key: string, file: FileFacts): Record<string, FieldValue> {
  return {
    [key]: file.name,
    [`${key}Name`]: file.name,
    [`${key}Size`]: String(file.size),
    [`${key}Type`]: recordedFileType(file.type),
  };
}

/** The field keys a file field writes besides its own. */
export function fileFieldCompanionKeys(key: string): string[] {
  return [`${key}Name`, `${key}Size`, `${key}Type`];
}

function megabytes(bytes: number): number {
  return Math.round(bytes / (1024 * 1024));
}

export function documentTooLargeError(fileName: string): RuleMessage {
  return {
    key: 'LocKey_Documents_Error_TooLarge',
    defaultMessage: '{0} is larger than {1} MB. Choose a smaller file, or scan the document at a lower resolution.',
    values: { 0: fileName, 1: megabytes(maxDocumentBytes) },
  };
}

export function tooManyDocumentsError(): RuleMessage {
  return {
    key: 'LocKey_Documents_Error_TooMany',
    defaultMessage: 'You can add at most {0} documents. Remove one before you add another.',
    values: { 0: maxDocumentsPerClaim },
  };
}

export function documentTypeError(fileName: string): RuleMessage {
  return {
    key: 'LocKey_Documents_Error_WrongType',
    defaultMessage: '{0} is not a PDF, JPEG, PNG or HEIC file. Choose a file of one of these types.',
    values: { 0: fileName },
  };
}

export function emptyDocumentError(fileName: string): RuleMessage {
  return {
    key: 'LocKey_Documents_Error_Empty',
    defaultMessage: '{0} is empty. Choose the file again.',
    values: { 0: fileName },
  };
}

/** The accepted types by what a claimant calls them, and the name endings each may carry. */
const documentTypeNames: Record<(typeof acceptedDocumentTypes)[number], { label: string; extensions: string[] }> = {
  'application/pdf': { label: 'PDF', extensions: ['pdf'] },
  'image/jpeg': { label: 'JPEG', extensions: ['jpg', 'jpeg', 'jpe', 'jfif'] },
  'image/png': { label: 'PNG', extensions: ['png'] },
  'image/heic': { label: 'HEIC', extensions: ['heic', 'heif'] },
  'image/heif': { label: 'HEIC', extensions: ['heic', 'heif'] },
};

/**
 * Whether a file's name ends as its content says it should (ASVS 5.0 5.2.2: the extension must
 * match the content). A PNG named `.pdf` would open in no PDF reader on the case team's side, and
 * a name that lies about its content is how a file slips past a reviewer's eye.
 */
export function nameMatchesDocumentType(fileName: string, detected: string): boolean {
  const names = documentTypeNames[detected as keyof typeof documentTypeNames];
  const dot = fileName.lastIndexOf('.');
  return names !== undefined && dot !== -1 && names.extensions.includes(fileName.slice(dot + 1).toLowerCase());
}

/**
 * Whether a file's name ends as an accepted document's may. Checked as the claimant adds the file,
 * so a Word file or a text note is refused then, in their language, not at Submit: the server, which
 * reads the content, refuses every name that does not (nameMatchesDocumentType).
 */
export function hasAcceptedDocumentName(fileName: string): boolean {
  const dot = fileName.lastIndexOf('.');
  const extension = dot === -1 ? '' : fileName.slice(dot + 1).toLowerCase();
  return Object.values(documentTypeNames).some((names) => names.extensions.includes(extension));
}

export function documentNameMismatchError(fileName: string, detected: string): RuleMessage {
  const names = documentTypeNames[detected as keyof typeof documentTypeNames];
  return {
    key: 'LocKey_Documents_Error_NameMismatch',
    defaultMessage: '{0} is a {1} file, but its name ends otherwise. Rename it to end in .{2}, then add it again.',
    values: { 0: fileName, 1: names?.label ?? detected, 2: names?.extensions[0] ?? '' },
  };
}

export function damagedPdfError(fileName: string): RuleMessage {
  return {
    key: 'LocKey_Documents_Error_DamagedPdf',
    defaultMessage:
      '{0} is damaged or incomplete, so it cannot be opened. Save or download it again, then add it again.',
    values: { 0: fileName },
  };
}

export function encryptedPdfError(fileName: string): RuleMessage {
  return {
    key: 'LocKey_Documents_Error_EncryptedPdf',
    defaultMessage:
      '{0} is protected by a password or encryption, so the settlement team cannot open it. Save a copy without the protection (for example, print it to PDF), then add that copy.',
    values: { 0: fileName },
  };
}

export function imageTooLargeError(fileName: string): RuleMessage {
  return {
    key: 'LocKey_Documents_Error_ImageTooLarge',
    defaultMessage:
      "{0} is a picture of more than {1} million pixels, too large for the settlement team to open. Save it at a lower resolution (a phone camera's standard setting is enough), then add it again.",
    values: { 0: fileName, 1: maxImagePixels / 1_000_000 },
  };
}

export function pdfUnpacksTooLargeError(fileName: string): RuleMessage {
  return {
    key: 'LocKey_Documents_Error_PdfUnpacksTooLarge',
    defaultMessage:
      '{0} unpacks to more than {1} MB when it is opened, too much for the settlement team to open. Print it to a new PDF or scan it at a lower resolution, then add that copy.',
    values: { 0: fileName, 1: megabytes(maxUnpackedPdfBytes) },
  };
}

export function infectedDocumentError(fileName: string): RuleMessage {
  return {
    key: 'LocKey_Documents_Error_Infected',
    defaultMessage:
      '{0} contains a virus or other harmful content, so nothing was filed. Check the file with your antivirus software and choose a clean copy.',
    values: { 0: fileName },
  };
}

export function virusScanUnavailableError(): RuleMessage {
  return {
    key: 'LocKey_Documents_Error_ScanUnavailable',
    defaultMessage:
      'We cannot check documents for viruses right now, so nothing was filed. Please try again in a few minutes.',
  };
}

export function submissionTooLargeError(): RuleMessage {
  return {
    key: 'LocKey_Documents_Error_SubmissionTooLarge',
    defaultMessage:
      'This submission is larger than a claim can be: at most {0} documents of {1} MB each. Remove a document or choose smaller files.',
    values: { 0: maxDocumentsPerClaim, 1: megabytes(maxDocumentBytes) },
  };
}

/** Whether a content type detected from the bytes is one the settlement accepts. */
export function isAcceptedDocumentType(detected: string | undefined): boolean {
  return detected !== undefined && (acceptedDocumentTypes as readonly string[]).includes(detected);
}

/** DocumentsUpload for a member who has filed no claim: there is nothing to add documents to. */
export function noFiledClaimError(): RuleMessage {
  return {
    key: 'LocKey_DocumentsUpload_NoClaim',
    defaultMessage:
      'We have no claim on file for this Notice ID, so there is no claim to add documents to. File a claim first, or contact the Settlement Administrator.',
  };
}
