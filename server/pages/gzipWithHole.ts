import { Buffer } from 'node:buffer';
import { constants, crc32, deflateRawSync } from 'node:zlib';

/** The fixed header of a gzip member (RFC 1952 §2.3): deflate, no name, no time, unknown OS. */
const gzipHeader = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** Text deflated on its own and flushed to a byte boundary, so another deflated text may follow it. */
const deflatedPart = (text: Buffer) => deflateRawSync(text, { level: 9, finishFlush: constants.Z_SYNC_FLUSH });

/**
 * Text as stored (uncompressed) deflate blocks, not the last (RFC 1951 §3.2.4): a header byte
 * (BFINAL 0, BTYPE 00, padded to the byte), LEN and its one's complement, the bytes. A nonce is
 * too short to gain from compression, and this costs no compressor.
 */
function storedBlocks(text: Buffer): Buffer {
  const blocks: Buffer[] = [];
  for (let start = 0; start < text.length || blocks.length === 0; start += 0xffff) {
    const bytes = text.subarray(start, start + 0xffff);
    const header = Buffer.alloc(5);
    header.writeUInt16LE(bytes.length, 1);
    header.writeUInt16LE(~bytes.length & 0xffff, 3);
    blocks.push(header, bytes);
  }
  return Buffer.concat(blocks);
}

/**
 * What following a checksum's text with `length` more bytes does to it: zlib's CRC-32 with a start
 * value is affine in it (crc32(text, start) = shift(start) xor crc32(text, 0)), and `shift` is
 * linear over GF(2), so it is the xor of its values on the 32 bits. Measured once per text, with
 * `length` zero bytes, so a response's checksum costs 32 steps instead of a pass over the text.
 */
function checksumShift(length: number): (start: number) => number {
  const zeros = Buffer.alloc(length);
  const ofZero = crc32(zeros, 0);
  const ofBits = Array.from({ length: 32 }, (_, bit) => (crc32(zeros, 2 ** bit) ^ ofZero) >>> 0);
  return (start) => {
    let shifted = 0;
    for (let bit = 0; bit < 32; bit += 1) if ((start >>> bit) & 1) shifted ^= ofBits[bit] ?? 0;
    return shifted >>> 0;
  };
}

/**
 * A text with a hole in it, gzipped once at the highest level, whose hole is filled per response
 * at the cost of storing the filler alone: a page kept in memory for every claimant, with the
 * response's style nonce in it. Deflate streams flushed to a byte boundary (a sync flush) may be
 * joined, each referring back only within itself, and stored blocks start at one; the gzip
 * trailer's checksum is carried over the parts (RFC 1952 §2.3.1), the tail's share of it worked
 * out once (checksumShift).
 */
export function gzipWithHole(before: string, after: string): (filler: string) => Buffer {
  const head = Buffer.from(before);
  const tail = Buffer.from(after);
  const start = Buffer.concat([gzipHeader, deflatedPart(head)]);
  // The last part ends the stream: its final block.
  const deflatedTail = deflateRawSync(tail, { level: 9 });
  const headChecksum = crc32(head);
  const tailChecksum = crc32(tail, 0);
  const shiftOverTail = checksumShift(tail.length);
  return (filler) => {
    const middle = Buffer.from(filler);
    const checksum = (shiftOverTail(crc32(middle, headChecksum)) ^ tailChecksum) >>> 0;
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(checksum, 0);
    trailer.writeUInt32LE((head.length + middle.length + tail.length) % 2 ** 32, 4);
    return Buffer.concat([start, storedBlocks(middle), deflatedTail, trailer]);
  };
}
