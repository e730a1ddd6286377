/**
 * Finding 9 of the hostile-traffic review, secrets: the PIN pepper and the data key were generated
 * under the working directory (var/secrets), so a server started from another folder on the same
 * database silently made a new data key, and the claims sealed before no longer exported. Now a
 * development server keeps them beside its database file, where the commands find them too; a
 * production server, or one on PostgreSQL, takes them from the environment or does not start; and
 * no server starts on a database holding data sealed under a key it was not given.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitResponse } from '#pages-config/api/contract.ts';
import { DataEncryption, generateDataKey } from '#server/security/dataEncryption.ts';
import { serverSecrets } from '#server/security/serverSecrets.ts';
import {
  demoMembers,
  demoSettlementDirectory,
  openedClaim,
  startServerHarness,
  type ServerHarness,
} from '#tests/helpers/serverHarness.ts';
import {
  HttpClaimant,
  startServerProcess,
  type RefusedStart,
  type ServerProcess,
} from '#tests/helpers/serverProcess.ts';
import { createTestDatabase, type TestDatabase } from '#tests/helpers/testDatabase.ts';

// Each check starts Node afresh (the server or a command), which the shared machine may make slow.
const slow = { timeout: 90_000 };

const run = promisify(execFile);
const claimsCommand = fileURLToPath(new URL('../../../server/cli/claims.ts', import.meta.url));
let root: string;
let databaseFolder: string;
let development: NodeJS.ProcessEnv;

/** A folder to start from, apart from the database's. */
function workingDirectory(name: string): string {
  const folder = join(root, name);
  mkdirSync(folder, { recursive: true });
  return folder;
}

function listening(start: ServerProcess | RefusedStart): ServerProcess {
  if ('url' in start) return start;
  throw new Error(`the server did not start (exit ${start.code}): ${start.stderr}`);
}

function refused(start: ServerProcess | RefusedStart): RefusedStart {
  if ('code' in start) return start;
  void start.stop();
  throw new Error('the server started');
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'claimkit-secrets-'));
  databaseFolder = join(root, 'data');
  development = {
    CLAIMKIT_ENVIRONMENT: 'development',
    DATABASE_FILE: join(databaseFolder, 'claimkit.sqlite'),
    SETTLEMENT_DIR: demoSettlementDirectory,
  };
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('a development server on SQLite', slow, () => {
  it('started from another folder opens the claims the first sealed, and the export from a third finds the same key', async () => {
    const first = listening(await startServerProcess(workingDirectory('first'), development));
    const claimant = new HttpClaimant(first.url);
    await claimant.authorize(demoMembers.alex);
    const filed = await claimant.submitStandard(await claimant.standardParts());
    const { referenceCodeForm } = submitResponse.parse(filed.json());
    await first.stop();

    // The second server as main.ts builds one, from this process's folder (the repository's): it
    // finds its secrets from DATABASE_FILE alone (and would refuse to start on claims it cannot open).
    const second = await startServerHarness({ databaseFile: development.DATABASE_FILE, ...serverSecrets(development) });
    const row = await second.app.db
      .selectFrom('claims')
      .selectAll()
      .where('reference_code', '=', referenceCodeForm ?? '')
      .executeTakeFirstOrThrow();
    const opened = openedClaim(second.app, row);
    await second.close();
    const exported = await run(process.execPath, [claimsCommand, 'export', '--format', 'jsonl'], {
      cwd: workingDirectory('third'),
      env: { PATH: process.env.PATH, ...development },
    });
    const rows = exported.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect([opened.signature, rows.find((exportedRow) => exportedRow.referenceCode === referenceCodeForm)]).toEqual([
      'Alex Sample',
      expect.objectContaining({ signature: 'Alex Sample', 'ClaimantInfo.lastName': 'Sample' }),
    ]);
    expect([
      existsSync(join(databaseFolder, 'secrets', 'data-key')),
      existsSync(join(databaseFolder, 'secrets', 'pin-pepper')),
      existsSync(join(root, 'first', 'var')),
    ]).toEqual([true, true, false]);
  });

  it('refuses to start, naming the keys to set, when the key that sealed its claims is gone', async () => {
    renameSync(join(databaseFolder, 'secrets', 'data-key'), join(databaseFolder, 'secrets', 'data-key.lost'));
    // What main.ts does: find the secrets (a new data key is generated, none being there), then build.
    const { pinPepper, dataEncryption } = serverSecrets(development);
    expect(
      await startOutcome(startServerHarness({ databaseFile: development.DATABASE_FILE, pinPepper, dataEncryption })),
    ).toMatch(storedKeysMessage);
  });
});

/** 'started' (the server closed again), or the message it refused to start with. */
async function startOutcome(start: Promise<ServerHarness>): Promise<string> {
  return start.then(
    async (server) => {
      await server.close();
      return 'started';
    },
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );
}

const storedKeysMessage =
  /^The database holds claims or drafts sealed with data key [0-9a-f]{16}, which no configured key is: set CLAIMKIT_DATA_KEY to the key that sealed them, or add it to CLAIMKIT_PREVIOUS_DATA_KEYS/;

describe('a server on a database of sealed claims', () => {
  const sealingKey = generateDataKey();
  let folder: string;
  let database: TestDatabase;
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'claimkit-sealed-'));
    database = await createTestDatabase(folder);
    const server = await startServerHarness({ ...database, dataEncryption: new DataEncryption(sealingKey) });
    await server.authorize(demoMembers.alex);
    expect((await server.submitStandard(await server.standardParts())).statusCode).toBe(200);
    await server.close();
  });
  afterAll(async () => {
    await database.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('refuses to start with another data key, naming the keys to set', async () => {
    expect(
      await startOutcome(startServerHarness({ ...database, dataEncryption: new DataEncryption(generateDataKey()) })),
    ).toMatch(storedKeysMessage);
  });

  it('starts after a rotation, the old key among the previous ones', async () => {
    expect(
      await startOutcome(
        startServerHarness({ ...database, dataEncryption: new DataEncryption(generateDataKey(), [sealingKey]) }),
      ),
    ).toBe('started');
  });
});

describe('a production server', slow, () => {
  it('refuses to start without its secrets in the environment, in one line naming the variable', async () => {
    const start = refused(
      await startServerProcess(workingDirectory('first'), {
        DATABASE_FILE: join(root, 'production', 'claimkit.sqlite'),
        SETTLEMENT_DIR: demoSettlementDirectory,
      }),
    );
    expect([start, existsSync(join(root, 'production', 'secrets'))]).toEqual([
      {
        code: 1,
        stderr: expect.stringMatching(
          /^CLAIMKIT_PIN_PEPPER is not set: a production server takes its PIN pepper from the environment[^\n]*\n$/,
        ),
      },
      false,
    ]);
  });
});

// What the server does at start, without starting one each time.
describe('the secrets a server is started with', () => {
  const production = () => ({ DATABASE_FILE: join(root, 'production', 'claimkit.sqlite') });

  it('in production must include CLAIMKIT_DATA_KEY beside the pepper', () => {
    expect(() => serverSecrets({ ...production(), CLAIMKIT_PIN_PEPPER: 'pepper-not-secret' })).toThrow(
      /^CLAIMKIT_DATA_KEY is not set: a production server takes its data key from the environment/,
    );
  });

  it('with DATABASE_URL must be set, in development too', () => {
    expect(() => serverSecrets({ ...development, DATABASE_URL: 'postgres://claimkit@127.0.0.1:1/claimkit' })).toThrow(
      /^CLAIMKIT_PIN_PEPPER is not set: with DATABASE_URL every server sharing the database needs the same PIN pepper/,
    );
  });

  it('in production are taken from the environment, nothing written to disk', () => {
    const secrets = serverSecrets({
      ...production(),
      CLAIMKIT_PIN_PEPPER: 'pepper-not-secret',
      CLAIMKIT_DATA_KEY: generateDataKey().key.toString('base64'),
    });
    expect([secrets.pinPepper, existsSync(join(root, 'production', 'secrets'))]).toEqual(['pepper-not-secret', false]);
  });
});
