import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { DataEncryption, generateDataKey, parseDataKey } from './dataEncryption.ts';

/**
 * The two secrets kept outside the database (OWASP ASVS 13.3.1: secrets apart from the data they
 * protect): the PIN pepper, with which stored PIN hashes and the fraud signals' keyed hashes can
 * be checked, and the data key, which wraps the data keys of sealed claims, drafts and PayPal
 * logins. The server (main.ts) and the commands (cli/*.ts) find them here, the same way:
 *
 * - from the environment (CLAIMKIT_PIN_PEPPER, CLAIMKIT_DATA_KEY, CLAIMKIT_PREVIOUS_DATA_KEYS);
 * - else, only for a development server on its own SQLite file (CLAIMKIT_ENVIRONMENT=development,
 *   no DATABASE_URL), from `secrets/` beside the database file, generated there on the server's
 *   first start: a server started from another folder, or a command run from anywhere, finds the
 *   same files as long as DATABASE_FILE names the same database. (They used to live under the
 *   working directory, so a server started elsewhere made a new data key and the claims sealed
 *   before no longer opened.)
 * - in production (CLAIMKIT_ENVIRONMENT not development) and with DATABASE_URL they must be set:
 *   a secret generated on one machine's disk is lost with it, and servers sharing a database
 *   must share their secrets. The server refuses to start without them, naming the variable.
 */

/** Where the database and its secrets are, and whether this is a development deployment. */
interface SecretsSettings {
  databaseFile: string;
  databaseUrl: string | undefined;
  development: boolean;
}

function secretsSettingsOf(environment: NodeJS.ProcessEnv): SecretsSettings {
  return {
    databaseFile: resolve(environment.DATABASE_FILE ?? 'var/claimkit.sqlite'),
    databaseUrl: environment.DATABASE_URL || undefined,
    development: environment.CLAIMKIT_ENVIRONMENT === 'development',
  };
}

/** The folder of generated secrets: `secrets/` beside the database file (var/secrets by default). */
export function secretsFolderOf(databaseFile: string): string {
  return join(dirname(resolve(databaseFile)), 'secrets');
}

/** A secret the server needs is not set where it must be; the message names the variable. */
export class MissingSecretError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MissingSecretError';
  }
}

interface SecretKind {
  variable: 'CLAIMKIT_PIN_PEPPER' | 'CLAIMKIT_DATA_KEY';
  fileName: string;
  what: string;
  generate: () => string;
}

const pinPepperSecret: SecretKind = {
  variable: 'CLAIMKIT_PIN_PEPPER',
  fileName: 'pin-pepper',
  what: 'PIN pepper',
  generate: () => randomBytes(32).toString('base64url'),
};

const dataKeySecret: SecretKind = {
  variable: 'CLAIMKIT_DATA_KEY',
  fileName: 'data-key',
  what: 'data key',
  generate: () => generateDataKey().key.toString('base64'),
};

const makeOne = `node -e "console.log(require('node:crypto').randomBytes(32).toString('base64'))"`;

/**
 * A secret's text: from its variable, else (development on SQLite only) from its file beside the
 * database, which `server` creates when it is missing and a command never does (a secret a
 * command invented would open nothing the server sealed). Undefined for a command that finds none.
 */
function secretText(kind: SecretKind, environment: NodeJS.ProcessEnv, use: 'server' | 'command'): string | undefined {
  const fromEnvironment = environment[kind.variable];
  if (fromEnvironment) return fromEnvironment;
  const settings = secretsSettingsOf(environment);
  if (settings.databaseUrl || !settings.development) {
    if (use === 'command') return undefined;
    throw new MissingSecretError(
      settings.databaseUrl
        ? `${kind.variable} is not set: with DATABASE_URL every server sharing the database needs the same ${kind.what}. Set ${kind.variable} on each to the same 32 random bytes in base64 (${makeOne}).`
        : `${kind.variable} is not set: a production server takes its ${kind.what} from the environment, never from a file it generated. Set ${kind.variable} to 32 random bytes in base64 (${makeOne}), or CLAIMKIT_ENVIRONMENT=development to have one generated beside the database file.`,
    );
  }
  const file = join(secretsFolderOf(settings.databaseFile), kind.fileName);
  if (!existsSync(file)) {
    if (use === 'command') return undefined;
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    try {
      // 'wx': never overwrite a secret another process wrote in the meantime (it may have sealed with it).
      writeFileSync(file, kind.generate(), { mode: 0o600, flag: 'wx' });
      console.log(`Generated a ${kind.what} in ${file} (set ${kind.variable} to supply your own).`);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const text = readFileSync(file, 'utf8').trim();
  if (text === '' && use === 'server')
    throw new MissingSecretError(`${file} is empty: restore the ${kind.what} it held, or set ${kind.variable}.`);
  return text || undefined;
}

function dataEncryptionOf(text: string, environment: NodeJS.ProcessEnv): DataEncryption {
  const previous = (environment.CLAIMKIT_PREVIOUS_DATA_KEYS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => parseDataKey(entry, 'CLAIMKIT_PREVIOUS_DATA_KEYS'));
  const setting = environment.CLAIMKIT_DATA_KEY
    ? 'CLAIMKIT_DATA_KEY'
    : join(secretsFolderOf(secretsSettingsOf(environment).databaseFile), dataKeySecret.fileName);
  return new DataEncryption(parseDataKey(text, setting), previous);
}

export interface ServerSecrets {
  pinPepper: string;
  dataEncryption: DataEncryption;
}

/**
 * The server's secrets, generating them beside the database in development. Throws
 * MissingSecretError (a variable that must be set) or DataKeyError (a key that is not 32 bytes of
 * base64), each a one-line message for the operator.
 */
export function serverSecrets(environment: NodeJS.ProcessEnv = process.env): ServerSecrets {
  // For the server, secretText returns a secret or throws: the `?? ''` only satisfies the type.
  const pinPepper = secretText(pinPepperSecret, environment, 'server') ?? '';
  const dataEncryption = dataEncryptionOf(secretText(dataKeySecret, environment, 'server') ?? '', environment);
  return { pinPepper, dataEncryption };
}

/**
 * The PIN pepper a command (npm run members) finds where the server would, never generating one;
 * undefined when it is not there.
 */
export function existingPinPepper(environment: NodeJS.ProcessEnv = process.env): string | undefined {
  return secretText(pinPepperSecret, environment, 'command');
}

/**
 * The data keys a command (npm run claims) finds where the server would, never generating one;
 * undefined when there is none. A key that is not 32 bytes of base64 throws DataKeyError, naming it.
 */
export function existingDataEncryption(environment: NodeJS.ProcessEnv = process.env): DataEncryption | undefined {
  const dataKey = secretText(dataKeySecret, environment, 'command');
  return dataKey === undefined ? undefined : dataEncryptionOf(dataKey, environment);
}
