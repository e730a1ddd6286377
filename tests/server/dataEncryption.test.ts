import { describe, expect, it } from 'vitest';
import {
  DataEncryption,
  DataKeyError,
  DecryptionError,
  generateDataKey,
  parseDataKey,
} from '#server/security/dataEncryption.ts';

const plaintext = '{"mailingStreetLine1":"100 Main St"}';
const context = 'drafts/NWM4J7K2Q9P/Standard';

describe('DataEncryption', () => {
  it('opens what it sealed', () => {
    const encryption = new DataEncryption(generateDataKey());
    expect(encryption.open(encryption.seal(plaintext, context), context)).toBe(plaintext);
  });

  it('stores the id of the sealing key beside the ciphertext', () => {
    const key = generateDataKey();
    expect(new DataEncryption(key).seal(plaintext, context).keyId).toBe(key.id);
  });

  it('seals the same text to different bytes each time (a random IV per write)', () => {
    const encryption = new DataEncryption(generateDataKey());
    expect(encryption.seal(plaintext, context).ciphertext).not.toBe(encryption.seal(plaintext, context).ciphertext);
  });

  it('keeps no plaintext in the sealed value', () => {
    const sealed = new DataEncryption(generateDataKey()).seal(plaintext, context);
    expect(Buffer.from(sealed.ciphertext, 'base64').includes('100 Main St')).toBe(false);
    expect(sealed.ciphertext).not.toContain('100 Main St');
  });

  it('refuses to open with another key of the same id, with DecryptionError', () => {
    const key = generateDataKey();
    const sealed = new DataEncryption(key).seal(plaintext, context);
    const impostor = new DataEncryption({ id: key.id, key: generateDataKey().key });
    expect(() => impostor.open(sealed, context)).toThrow(DecryptionError);
  });

  it('refuses a value sealed with a key it does not hold, naming the key id', () => {
    const sealed = new DataEncryption(generateDataKey()).seal(plaintext, context);
    expect(() => new DataEncryption(generateDataKey()).open(sealed, context)).toThrow(
      new DecryptionError(`The key ${sealed.keyId} that sealed this value is not configured.`),
    );
  });

  it('refuses a value opened for another row (the context is authenticated)', () => {
    const encryption = new DataEncryption(generateDataKey());
    const sealed = encryption.seal(plaintext, context);
    expect(() => encryption.open(sealed, 'drafts/NWM8H3D6T1W/Standard')).toThrow(DecryptionError);
  });

  it('refuses a changed byte', () => {
    const encryption = new DataEncryption(generateDataKey());
    const sealed = encryption.seal(plaintext, context);
    const bytes = Buffer.from(sealed.ciphertext, 'base64');
    bytes[bytes.length - 1]! ^= 1;
    expect(() => encryption.open({ ...sealed, ciphertext: bytes.toString('base64') }, context)).toThrow(
      DecryptionError,
    );
  });

  it('opens what a previous key sealed once that key is listed, and seals with the new one', () => {
    const oldKey = generateDataKey();
    const newKey = generateDataKey();
    const sealed = new DataEncryption(oldKey).seal(plaintext, context);
    const rotated = new DataEncryption(newKey, [oldKey]);
    expect(rotated.open(sealed, context)).toBe(plaintext);
    expect(rotated.seal(plaintext, context).keyId).toBe(newKey.id);
  });
});

describe('parseDataKey', () => {
  const valid = Buffer.alloc(32, 7).toString('base64');

  it('takes 32 bytes of base64, with an id that is the same for the same key', () => {
    expect(parseDataKey(valid, 'CLAIMKIT_DATA_KEY').id).toBe(parseDataKey(` ${valid}\n`, 'CLAIMKIT_DATA_KEY').id);
  });

  it('refuses a key that is not 32 bytes, naming the setting', () => {
    expect(() => parseDataKey(Buffer.alloc(16).toString('base64'), 'CLAIMKIT_DATA_KEY')).toThrow(DataKeyError);
    expect(() => parseDataKey('short', 'CLAIMKIT_DATA_KEY')).toThrow(/^CLAIMKIT_DATA_KEY must be 32 random bytes/);
  });

  it('refuses text that is not base64', () => {
    expect(() => parseDataKey(`${valid.slice(0, -4)}!!!!`, 'CLAIMKIT_DATA_KEY')).toThrow(DataKeyError);
  });

  it('refuses an empty setting', () => {
    expect(() => parseDataKey('', 'CLAIMKIT_DATA_KEY')).toThrow(DataKeyError);
  });
});
