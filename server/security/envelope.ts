import { randomBytes } from 'node:crypto';
import { dataKeyBytes, openBytes, sealBytes, type KeyService, type SealedValue } from './dataEncryption.ts';

/**
 * A sensitive value as a record stores it, in place of the value: `{ "$enc": "<base64>" }`, the
 * AES-256-GCM of the text under the record's own data key. The field stays where it was, so a
 * reader sees that a value exists and that it is sealed, never what it is.
 */
export interface SealedToken {
  $enc: string;
}

export function isSealedToken(value: unknown): value is SealedToken {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).length === 1 &&
    typeof (value as { $enc?: unknown }).$enc === 'string'
  );
}

/**
 * Envelope encryption of one record (OWASP ASVS 11.3.3, 14.1.2): a random 256-bit data key seals
 * the record's sensitive values, each bound to its place in the record (associated data), and is
 * stored only wrapped by the key service's key-encryption key. Rotating that key means rewrapping
 * data keys, never re-encrypting values; copying a value to another field or record does not open.
 */
export class RecordEnvelope {
  readonly #dataKey: Buffer;
  readonly #recordContext: string;

  private constructor(dataKey: Buffer, recordContext: string) {
    this.#dataKey = dataKey;
    this.#recordContext = recordContext;
  }

  /** A new data key for the record named by `recordContext` (e.g. "claim <id>"), and its wrapped form to store. */
  static create(keyService: KeyService, recordContext: string): { envelope: RecordEnvelope; wrapped: SealedValue } {
    const dataKey = randomBytes(dataKeyBytes);
    return {
      envelope: new RecordEnvelope(dataKey, recordContext),
      wrapped: keyService.wrapKey(dataKey, recordContext),
    };
  }

  /** The envelope of a stored record, its data key unwrapped; DecryptionError when it cannot be. */
  static open(keyService: KeyService, wrapped: SealedValue, recordContext: string): RecordEnvelope {
    return new RecordEnvelope(keyService.unwrapKey(wrapped, recordContext), recordContext);
  }

  /** `place` names where the value sits in the record (e.g. "paymentElection.payPalEmail"). */
  seal(plaintext: string, place: string): SealedToken {
    return {
      $enc: sealBytes(this.#dataKey, Buffer.from(plaintext, 'utf8'), this.#context(place)).toString('base64'),
    };
  }

  open(token: SealedToken, place: string): string {
    return openBytes(
      this.#dataKey,
      Buffer.from(token.$enc, 'base64'),
      this.#context(place),
      `The sealed value at ${place} of ${this.#recordContext} failed its integrity check.`,
    ).toString('utf8');
  }

  #context(place: string): string {
    return `${this.#recordContext}\0${place}`;
  }
}
