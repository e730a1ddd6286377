/**
 * Files that are small to send and huge to open, for the upload-bomb tests and the abuse bench:
 * pictures whose headers declare any size, and zlib streams that unpack to any number of MiB.
 */
import { constants, crc32, deflateRawSync, deflateSync } from 'node:zlib';

/** A PNG chunk: length, type, data and its CRC (ISO/IEC 15948 §5.3). */
function pngChunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A PNG whose header declares `width` × `height` (8-bit RGBA), with one tiny compressed row. */
export function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(64))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG whose frame (SOF0), after 100 KB of camera data in APP1, declares `width` × `height`. */
export function jpeg(width: number, height: number): Buffer {
  const segment = (marker: number, data: Buffer) => {
    const head = Buffer.from([0xff, marker, 0, 0]);
    head.writeUInt16BE(data.length + 2, 2);
    return Buffer.concat([head, data]);
  };
  const frame = Buffer.from([8, 0, 0, 0, 0, 1, 1, 0x11, 0]);
  frame.writeUInt16BE(height, 1);
  frame.writeUInt16BE(width, 3);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    ...Array.from({ length: 2 }, () => segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0'), Buffer.alloc(50_000)]))),
    segment(0xc0, frame),
    segment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
    Buffer.from([0x00, 0xff, 0xd9]),
  ]);
}

/** An ISO base media box: size, type, body. */
function box(type: string, ...body: Buffer[]): Buffer {
  const content = Buffer.concat(body);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(content.length + 8, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, content]);
}

/** An HEIC whose image spatial extents (ispe) declare `width` × `height`. */
export function heic(width: number, height: number): Buffer {
  const extents = Buffer.alloc(12);
  extents.writeUInt32BE(width, 4);
  extents.writeUInt32BE(height, 8);
  const fullBox = Buffer.alloc(4);
  return Buffer.concat([
    box('ftyp', Buffer.from('heic\0\0\0\0mif1heic', 'latin1')),
    box(
      'meta',
      fullBox,
      box('hdlr', fullBox, Buffer.alloc(4), Buffer.from('pict', 'latin1'), Buffer.alloc(13)),
      box('iprp', box('ipco', box('ispe', extents))),
    ),
    box('mdat', Buffer.alloc(16)),
  ]);
}

/**
 * A zlib stream that unpacks to `mebibytes` MiB of zeros in about a thousandth of that: 1 MiB of
 * zeros deflated and fully flushed (so it stands alone) is repeated, then the final block and
 * the Adler-32 of what it unpacks to (RFC 1950): a sound stream, as a bomb would be.
 */
export function zlibBomb(mebibytes: number): Buffer {
  const mebibyte = deflateRawSync(Buffer.alloc(1 << 20), { finishFlush: constants.Z_FULL_FLUSH, level: 9 });
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(((((mebibytes * (1 << 20)) % 65521) << 16) | 1) >>> 0);
  return Buffer.concat([
    Buffer.from([0x78, 0xda]),
    ...Array.from({ length: mebibytes }, () => mebibyte),
    Buffer.from([0x03, 0x00]),
    checksum,
  ]);
}
