import type { Readable } from 'node:stream';
import { ByteReader } from './byteReader.ts';

/**
 * The pixels a picture declares (width × height), read from its header without decoding it, so a
 * picture the case team could not open (a few bytes declaring 100000 × 100000) is refused before
 * anyone tries (maxImagePixels; OWASP ASVS 5.0 5.2.3, decompression bombs). Small readers of the
 * three formats a claim takes, rather than a dependency (image-size would do the same):
 *
 * - PNG: the IHDR chunk, always first after the signature (ISO/IEC 15948 §11.2.2).
 * - JPEG: the start-of-frame segment (ITU T.81 B.2.2), after any number of APPn segments (EXIF,
 *   ICC profiles), found by walking the segments' lengths, never their contents.
 * - HEIC/HEIF: every `ispe` (image spatial extents) property in meta → iprp → ipco (ISO/IEC
 *   23008-12 §6.5.3); the largest counts (a grid photo lists its tiles and the whole).
 *
 * Undefined when the header declares no size: a file no viewer could decode either.
 */
export async function declaredImagePixels(
  type: string,
  head: Buffer,
  open: () => Readable,
): Promise<number | undefined> {
  if (type === 'image/png') return pngPixels(head);
  if (type !== 'image/jpeg' && type !== 'image/heic' && type !== 'image/heif') return undefined;
  const reader = new ByteReader(open());
  try {
    return type === 'image/jpeg' ? await jpegPixels(reader) : await heifPixels(reader);
  } finally {
    await reader.close();
  }
}

function pngPixels(head: Buffer): number | undefined {
  if (head.length < 24 || head.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return head.readUInt32BE(16) * head.readUInt32BE(20);
}

/** SOF0–SOF15 but DHT (C4), JPG (C8) and DAC (CC), which share the range. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** Markers with no length after them: TEM, RST0–7, SOI (and a stuffed 0x00). */
const isStandalone = (marker: number) => marker === 0x00 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8);

async function jpegPixels(reader: ByteReader): Promise<number | undefined> {
  const start = await reader.read(2);
  if (!start || start[0] !== 0xff || start[1] !== 0xd8) return undefined;
  for (;;) {
    // Decoders pass over stray bytes and any number of 0xFF fill bytes before a marker.
    if (!(await reader.skipWhile((byte) => byte !== 0xff))) return undefined;
    if (!(await reader.skipWhile((byte) => byte === 0xff))) return undefined;
    const marker = (await reader.read(1))?.[0];
    if (marker === undefined || marker === 0xd9 || marker === 0xda) return undefined; // EOI, or scan data with no frame
    if (isStandalone(marker)) continue;
    const length = (await reader.read(2))?.readUInt16BE(0);
    if (length === undefined || length < 2) return undefined;
    if (isStartOfFrame(marker)) {
      const frame = await reader.read(5);
      return frame ? frame.readUInt16BE(1) * frame.readUInt16BE(3) : undefined;
    }
    if (!(await reader.skip(length - 2))) return undefined;
  }
}

/** Boxes whose children are walked on the way to `ispe`, and the bytes of their own header fields. */
const containers: Readonly<Record<string, number>> = { meta: 4, iprp: 0, ipco: 0 };

async function heifPixels(reader: ByteReader): Promise<number | undefined> {
  let most: number | undefined;
  /** Walks the boxes up to `end` (undefined: the end of the file); false when the file is cut short. */
  const walk = async (end: number | undefined): Promise<boolean> => {
    while (end === undefined || reader.position < end) {
      const header = await reader.read(8);
      if (!header) return end === undefined;
      const type = header.toString('latin1', 4, 8);
      let size = header.readUInt32BE(0);
      let headerSize = 8;
      if (size === 1) {
        const large = await reader.read(8);
        if (!large) return false;
        size = Number(large.readBigUInt64BE(0));
        headerSize = 16;
      }
      // Size 0: the box runs to the end of its container (or of the file).
      const boxEnd = size === 0 ? end : reader.position - headerSize + size;
      if (boxEnd !== undefined && boxEnd < reader.position) return false;
      const fields = containers[type];
      if (fields !== undefined) {
        if (!(await reader.skip(fields)) || !(await walk(boxEnd))) return false;
        // A file has one meta box at its top, holding every property: nothing after it counts.
        if (type === 'meta' && end === undefined) return true;
        continue;
      }
      if (type === 'ispe') {
        const extents = await reader.read(12);
        if (!extents) return false;
        const pixels = extents.readUInt32BE(4) * extents.readUInt32BE(8);
        most = Math.max(most ?? 0, pixels);
      }
      if (boxEnd === undefined) return true;
      if (!(await reader.skip(boxEnd - reader.position))) return false;
    }
    return true;
  };
  await walk(undefined);
  return most;
}
