import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { e2eServer } from './e2eServer.ts';

const port = Number(process.env.E2E_INTERNATIONAL_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 8);
const root = join(import.meta.dirname, '..', '..', '..');
const dataFolder = join(root, 'test-results', `e2e-international-data-${port}`);

/**
 * The demo as e2eServer serves it, on its own port and SQLite file, for the journeys of Casey Demo,
 * the member with a French address (international-address.spec.ts). She files a claim here, so on
 * e2eServer she never has one, which documents.spec.ts counts on (a member with no claim), in any
 * order the tests run. Like e2eServer, only the runner (no TEST_WORKER_INDEX yet) starts from an
 * empty folder.
 */
if (process.env.TEST_WORKER_INDEX === undefined) rmSync(dataFolder, { recursive: true, force: true });
mkdirSync(dataFolder, { recursive: true });

const url = `http://127.0.0.1:${port}`;
const databaseFile = join(dataFolder, 'claimkit.sqlite');

export const internationalAddressServer = {
  url,
  databaseFile,
  env: { ...e2eServer.env, PORT: String(port), BASE_URL: url, DATABASE_FILE: databaseFile },
};
