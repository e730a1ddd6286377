import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Encryption at rest of personal data the server keeps (drafts of unfinished claims, PayPal emails
 * of sessions, and the data keys that seal a claim's sensitive fields, see envelope.ts): AES-256-GCM with a random 96-bit IV per write, so the same
 * text never encrypts to the same bytes, and a tag that refuses any changed byte. Each ciphertext
 * is stored beside the id of the key that sealed it, so keys can rotate: a new key seals new
 * writes while older keys, still configured, open older rows until they are rewritten or expire.
 * The keys live outside the database (the environment, or secrets/ beside a development server's
 * database file: serverSecrets.ts), like the PIN pepper.
 */

/** Bytes of an AES-256 key. */
export const dataKeyBytes = 32;
const ivBytes = 12;
const tagBytes = 16;
/** The first byte of every sealed value: the layout below, so a later layout can be told apart. */
const formatVersion = 1;

/** A data key and its id (see dataKeyIdOf). */
export interface DataKey {
  readonly id: string;
  readonly key: Buffer;
}

/** A value as stored: the id of the key that sealed it, and the sealed bytes as base64. */
export interface SealedValue {
  keyId: string;
  ciphertext: string;
}

/** A configured key is not 32 bytes of base64; the message names the setting to fix. */
export class DataKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataKeyError';
  }
}

/** A stored value cannot be opened: its key is not configured, or it (or its context) was changed. */
export class DecryptionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DecryptionError';
  }
}

/**
 * A key's id: a short fingerprint (SHA-256 of a label and the key), so no one has to name keys and
 * two servers with the same key agree on its id. It reveals nothing usable about a random key.
 */
export function dataKeyIdOf(key: Buffer): string {
  return createHash('sha256').update('claimkit data key id\0').update(key).digest('hex').slice(0, 16);
}

/** A key from its base64 (or base64url) text, e.g. CLAIMKIT_DATA_KEY; `setting` names it in the error. */
export function parseDataKey(text: string, setting: string): DataKey {
  const trimmed = text.trim();
  const key = /^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed) ? Buffer.from(trimmed, 'base64') : Buffer.alloc(0);
  if (key.length !== dataKeyBytes) {
    throw new DataKeyError(
      `${setting} must be ${dataKeyBytes} random bytes in base64 (make one with: node -e "console.log(require('node:crypto').randomBytes(32).toString('base64'))").`,
    );
  }
  return { id: dataKeyIdOf(key), key };
}

/** A new random key (tests; and a server with no key set, see main.ts). */
export function generateDataKey(): DataKey {
  const key = randomBytes(dataKeyBytes);
  return { id: dataKeyIdOf(key), key };
}

/**
 * AES-256-GCM of bytes under a key: format byte, random IV, tag, ciphertext. `context` is
 * authenticated but not stored (associated data). Shared by whole-value sealing (DataEncryption)
 * and by the per-field sealing of envelope encryption (envelope.ts).
 */
export function sealBytes(key: Buffer, plaintext: Buffer, context: string): Buffer {
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: tagBytes });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([Buffer.of(formatVersion), iv, cipher.getAuthTag(), body]);
}

/** The plaintext of sealBytes' output; DecryptionError (with `failure` as its message) when it does not open. */
export function openBytes(key: Buffer, sealed: Buffer, context: string, failure: string): Buffer {
  if (sealed.length < 1 + ivBytes + tagBytes || sealed[0] !== formatVersion) {
    throw new DecryptionError('The sealed value is not in a known format.');
  }
  const iv = sealed.subarray(1, 1 + ivBytes);
  const tag = sealed.subarray(1 + ivBytes, 1 + ivBytes + tagBytes);
  const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: tagBytes });
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([decipher.update(sealed.subarray(1 + ivBytes + tagBytes)), decipher.final()]);
  } catch {
    // Node says only "Unsupported state or unable to authenticate data": a wrong key, changed
    // bytes and another row's context look the same, by design of the tag.
    throw new DecryptionError(failure);
  }
}

/**
 * The key-encryption side of envelope encryption: wraps a record's random data key under a key
 * held outside the database, and unwraps it to read the record. DataEncryption is the local
 * implementation (keys from the environment, rotated by key id); a cloud KMS (AWS KMS, Google
 * Cloud KMS, Vault transit) would be another implementation of this interface, its key id the KMS
 * key's version, with no change to the records.
 */
export interface KeyService {
  /** The id of the key new data keys are wrapped with. */
  readonly currentKeyId: string;
  /** The data key wrapped under the current key; `context` (what record it is for) is bound to it. */
  wrapKey(dataKey: Buffer, context: string): SealedValue;
  /** The data key back; DecryptionError when its key is not held or it was wrapped for another context. */
  unwrapKey(wrapped: SealedValue, context: string): Buffer;
}

// Wrapped data keys and sealed values never open as each other.
const wrappedKeyContext = (context: string) => `claimkit wrapped data key\0${context}`;

/**
 * Seals and opens values with the current key and any previous ones. `context` is authenticated
 * but not stored (AES-GCM's associated data): pass what the row is about (e.g. its notice id and
 * form type), so a ciphertext copied into another member's row does not open there. Also wraps the
 * data keys of envelope encryption (KeyService).
 */
export class DataEncryption implements KeyService {
  readonly #current: DataKey;
  readonly #byId: ReadonlyMap<string, DataKey>;

  constructor(current: DataKey, previous: readonly DataKey[] = []) {
    this.#current = current;
    this.#byId = new Map([...previous, current].map((key) => [key.id, key]));
  }

  /** The id of the key new values are sealed with. */
  get currentKeyId(): string {
    return this.#current.id;
  }

  /** Whether the key with this id is configured (current or previous), so what it sealed opens. */
  holdsKey(keyId: string): boolean {
    return this.#byId.has(keyId);
  }

  seal(plaintext: string, context: string): SealedValue {
    const sealed = sealBytes(this.#current.key, Buffer.from(plaintext, 'utf8'), context);
    return { keyId: this.#current.id, ciphertext: sealed.toString('base64') };
  }

  /** The plaintext of a sealed value; DecryptionError when it cannot be opened with the keys held. */
  open(value: SealedValue, context: string): string {
    return this.#openBytes(value, context).toString('utf8');
  }

  wrapKey(dataKey: Buffer, context: string): SealedValue {
    const sealed = sealBytes(this.#current.key, dataKey, wrappedKeyContext(context));
    return { keyId: this.#current.id, ciphertext: sealed.toString('base64') };
  }

  unwrapKey(wrapped: SealedValue, context: string): Buffer {
    const dataKey = this.#openBytes(wrapped, wrappedKeyContext(context));
    if (dataKey.length !== dataKeyBytes) throw new DecryptionError('The wrapped data key is not an AES-256 key.');
    return dataKey;
  }

  #openBytes(value: SealedValue, context: string): Buffer {
    const key = this.#byId.get(value.keyId);
    if (!key) throw new DecryptionError(`The key ${value.keyId} that sealed this value is not configured.`);
    return openBytes(
      key.key,
      Buffer.from(value.ciphertext, 'base64'),
      context,
      `The value sealed with key ${value.keyId} failed its integrity check.`,
    );
  }
}
