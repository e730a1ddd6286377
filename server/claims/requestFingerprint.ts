import { honeypotFieldName } from '#pages-config/api/honeypot.ts';
import { sha256Hex } from '../security/hashing.ts';
import { canonicalJson } from '../settlement/canonicalJson.ts';

/**
 * Parts a retry of the same attempt may send differently, or that must not go into a stored hash:
 * a fresh captcha token each time, and the credentials (the PIN; the member is the key's scope);
 * nor is the honeypot an answer.
 */
const partsLeftOut = new Set(['reCaptchaResponse', 'captchaRawValue', 'credentials', honeypotFieldName]);

function parsedOrText(value: string): unknown {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/**
 * The fingerprint of what a submission sent, stored with the claim beside its idempotency key: a
 * retry with the key must send the same answers and the same files (by name and SHA-256), or it is
 * refused. JSON parts are compared by meaning (canonical JSON), not by their spacing or key order.
 */
export function requestFingerprint(
  parts: Readonly<Record<string, string>>,
  files: ReadonlyArray<{ partName: string; fileName: string; sha256: string }>,
): string {
  const answers = Object.fromEntries(
    Object.entries(parts)
      .filter(([name]) => !partsLeftOut.has(name))
      .map(([name, value]) => [name, parsedOrText(value)]),
  );
  const fileList = files
    .map((file) => [file.partName, file.fileName, file.sha256])
    .sort((a, b) => (a.join('\n') < b.join('\n') ? -1 : 1));
  return sha256Hex(canonicalJson({ answers, files: fileList }));
}
