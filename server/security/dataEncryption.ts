import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Encryption at rest of personal data the server keeps (drafts of unfinished claims, and whatever
 * else is later sealed the same way): AES-256-GCM with a random 96-bit IV per write, so the same
 * text never encrypts to the same bytes, and a tag that refuses any changed byte. Each ciphertext
 * is stored beside the id of the key that sealed it, so keys can rotate: a new key seals new
 * writes while older keys, still configured, open older rows until they are rewritten or expire.
 * The keys live outside the database (environment or var/secrets), like the PIN pepper.
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
 * Seals and opens values with the current key and any previous ones. `context` is authenticated
 * but not stored (AES-GCM's associated data): pass what the row is about (e.g. its notice id and
 * form type), so a ciphertext copied into another member's row does not open there.
 */
export class DataEncryption {
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

  seal(plaintext: string, context: string): SealedValue {
    const iv = randomBytes(ivBytes);
    const cipher = createCipheriv('aes-256-gcm', this.#current.key, iv, { authTagLength: tagBytes });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    const sealed = Buffer.concat([Buffer.of(formatVersion), iv, cipher.getAuthTag(), body]);
    return { keyId: this.#current.id, ciphertext: sealed.toString('base64') };
  }

  /** The plaintext of a sealed value; DecryptionError when it cannot be opened with the keys held. */
  open(value: SealedValue, context: string): string {
    const key = this.#byId.get(value.keyId);
    if (!key) throw new DecryptionError(`The key ${value.keyId} that sealed this value is not configured.`);
    const sealed = Buffer.from(value.ciphertext, 'base64');
    if (sealed.length < 1 + ivBytes + tagBytes || sealed[0] !== formatVersion) {
      throw new DecryptionError('The sealed value is not in a known format.');
    }
    const iv = sealed.subarray(1, 1 + ivBytes);
    const tag = sealed.subarray(1 + ivBytes, 1 + ivBytes + tagBytes);
    const decipher = createDecipheriv('aes-256-gcm', key.key, iv, { authTagLength: tagBytes });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(tag);
    try {
      return Buffer.concat([decipher.update(sealed.subarray(1 + ivBytes + tagBytes)), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      // Node says only "Unsupported state or unable to authenticate data": a wrong key, changed
      // bytes and another row's context look the same, by design of the tag.
      throw new DecryptionError(`The value sealed with key ${value.keyId} failed its integrity check.`);
    }
  }
}
