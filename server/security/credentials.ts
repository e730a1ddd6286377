import { timingSafeEqual } from 'node:crypto';
import { hmacSha256Hex } from './hashing.ts';

/**
 * One spelling of a Notice ID whatever the claimant typed: trimmed, upper-case, without dashes or
 * spaces ("nwm-4j7k-2q9p " and "NWM4J7K2Q9P" are the same notice). The database keys members by
 * this form.
 */
export function normaliseNoticeId(noticeId: string): string {
  return noticeId.trim().toUpperCase().replace(/[\s-]/g, '');
}

/**
 * The stored form of a PIN. Six-digit PINs have only a million values, so a salted hash alone
 * would fall to brute force within seconds for anyone holding a copy of the database. An HMAC
 * under a pepper kept outside the database means the database alone reveals nothing; binding the
 * Notice ID into the message makes equal PINs of different members hash differently.
 */
export function hashPin(pepper: string, noticeId: string, pin: string): string {
  return hmacSha256Hex(pepper, `${normaliseNoticeId(noticeId)}:${pin.trim()}`);
}

// Compared against when the Notice ID is unknown, so that case costs the same work as a wrong PIN
// and response times do not tell which Notice IDs exist.
const unknownMemberHash = '0'.repeat(64);

/** Whether a PIN matches a stored hash (or `null` for an unknown member, which never matches). */
export function pinMatches(pepper: string, noticeId: string, pin: string, storedHash: string | null): boolean {
  const candidate = Buffer.from(hashPin(pepper, noticeId, pin), 'hex');
  const expected = Buffer.from(storedHash ?? unknownMemberHash, 'hex');
  if (expected.length !== candidate.length) return false;
  return timingSafeEqual(candidate, expected) && storedHash !== null;
}
