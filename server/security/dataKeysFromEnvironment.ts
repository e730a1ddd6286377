import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DataEncryption, parseDataKey } from './dataEncryption.ts';

/**
 * The data keys a command (not the server) opens sealed data with: CLAIMKIT_DATA_KEY, else the
 * key file a server on its own SQLite file generated (var/secrets/data-key), with any
 * CLAIMKIT_PREVIOUS_DATA_KEYS; undefined when neither is there. A command never generates a key:
 * a new one would open nothing. A key that is not 32 bytes of base64 throws DataKeyError, naming it.
 */
export function configuredDataEncryption(environment: NodeJS.ProcessEnv = process.env): DataEncryption | undefined {
  const previous = (environment.CLAIMKIT_PREVIOUS_DATA_KEYS ?? '')
    .split(',')
    .map((text) => text.trim())
    .filter((text) => text !== '')
    .map((text) => parseDataKey(text, 'CLAIMKIT_PREVIOUS_DATA_KEYS'));
  const fromEnvironment = environment.CLAIMKIT_DATA_KEY;
  if (fromEnvironment !== undefined)
    return new DataEncryption(parseDataKey(fromEnvironment, 'CLAIMKIT_DATA_KEY'), previous);
  const file = resolve('var/secrets/data-key');
  if (!existsSync(file)) return undefined;
  return new DataEncryption(parseDataKey(readFileSync(file, 'utf8'), file), previous);
}
