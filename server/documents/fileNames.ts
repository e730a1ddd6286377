/**
 * A claimant's file name is data, never a path: documents are stored under keys the server makes
 * (`<claim id>/<document id>`, see claimDocumentsRepository), and the name is kept beside them only
 * to show the claimant and the case team which file was which (ASVS 5.0 5.3.2, 5.4.2).
 */

/** Longer names are cut, keeping their extension; no phone or scanner names a file this long. */
export const maxFileNameLength = 200;

/**
 * Control characters (NUL among them), format characters (the right-to-left override U+202E that
 * makes `invoice\u202Efdp.exe` read as `invoiceexe.pdf`, other bidirectional controls, zero-width
 * characters, the byte-order mark) and line or paragraph separators: none belongs in a name shown
 * in a table, and each can make a name display as something it is not.
 */
const unsafeCharacters = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/**
 * The name as it is kept and shown: its last path segment only (busboy already drops folders;
 * this also covers names taken from elsewhere), without unsafe characters or leading dots, NFC,
 * at most maxFileNameLength characters with its extension kept; `document` if nothing is left.
 */
export function safeFileName(name: string): string {
  const lastSegment = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  const cleaned = lastSegment.normalize('NFC').replace(unsafeCharacters, '').trim().replace(/^\.+/, '').trim();
  const characters = Array.from(cleaned);
  if (characters.length <= maxFileNameLength) return cleaned === '' ? 'document' : cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? Array.from(cleaned.slice(dot)) : [];
  return characters.slice(0, maxFileNameLength - extension.length).join('') + extension.join('');
}
