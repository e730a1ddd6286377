import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** SHA-256 of a UTF-8 text, as lower-case hex. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** A random opaque token: 32 bytes (256 bits), base64url, safe in cookies and headers. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Compares two secrets without leaking, through timing, how long a prefix matched. Both sides are
 * hashed first so inputs of different lengths compare in constant time too (timingSafeEqual
 * itself throws on a length mismatch, which would leak the length).
 */
export function constantTimeEqual(a: string, b: string): boolean {
  const digestA = createHash('sha256').update(a, 'utf8').digest();
  const digestB = createHash('sha256').update(b, 'utf8').digest();
  return timingSafeEqual(digestA, digestB);
}

/** HMAC-SHA256 of a text under a key, as lower-case hex. */
export function hmacSha256Hex(key: string | Buffer, text: string): string {
  return createHmac('sha256', key).update(text, 'utf8').digest('hex');
}
