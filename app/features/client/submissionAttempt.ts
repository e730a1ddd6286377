import type { SubmissionParts } from '../../api/claimkitApi.ts';
import { cyrb53 } from '#pages-config/rules/stringHash.ts';

/**
 * A random version 4 UUID for a claim attempt's Idempotency-Key. crypto.randomUUID exists only on
 * secure pages (HTTPS, localhost); getRandomValues everywhere, so a site reached over plain HTTP
 * still gets a key.
 */
export function newIdempotencyKey(): string {
  if (typeof globalThis.crypto.randomUUID === 'function') return globalThis.crypto.randomUUID();
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * What a submission attempt is for: a hash of its parts (the captcha's aside, which is new on each
 * try) and of the documents it sends. The same answers give the same fingerprint, so a retry keeps
 * the attempt's key; changed answers start a new attempt. Only the hash is kept in the store.
 */
export function answersFingerprint(parts: SubmissionParts, documentClientIds: readonly string[]): string {
  const { reCaptchaResponse: _token, captchaRawValue: _raw, ...answers } = parts;
  const sorted = Object.keys(answers)
    .sort()
    .map((name) => [name, answers[name]]);
  return cyrb53(JSON.stringify([sorted, documentClientIds]));
}
