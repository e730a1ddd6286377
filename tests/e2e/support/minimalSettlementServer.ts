import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const port = Number(process.env.E2E_MINIMAL_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1);
const root = join(import.meta.dirname, '..', '..', '..');
const dataFolder = join(root, 'test-results', `e2e-minimal-data-${port}`);

/**
 * A second server, on its own port and SQLite file, serving the minimal Contoso settlement of
 * tests/fixtures: proof that a settlement folder of JSON runs with no TypeScript of its own.
 * Like e2eServer, only the runner (no TEST_WORKER_INDEX yet) starts from an empty folder.
 */
if (process.env.TEST_WORKER_INDEX === undefined) rmSync(dataFolder, { recursive: true, force: true });
mkdirSync(dataFolder, { recursive: true });

export const minimalSettlementServer = {
  url: `http://127.0.0.1:${port}`,
  databaseFile: join(dataFolder, 'claimkit.sqlite'),
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    SETTLEMENT_DIR: join(root, 'tests', 'fixtures', 'settlements', 'minimal'),
    DATABASE_FILE: join(dataFolder, 'claimkit.sqlite'),
    CLAIMKIT_PIN_PEPPER: 'e2e-minimal-pepper-not-secret',
    // A test data key (32 bytes, base64): the drafts this server seals are test data.
    CLAIMKIT_DATA_KEY: Buffer.from('e2e-minimal-data-key-not-secret-').toString('base64'),
  },
};
