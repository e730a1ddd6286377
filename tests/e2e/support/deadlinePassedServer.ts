import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const port = Number(process.env.E2E_DEADLINE_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 4);
const root = join(import.meta.dirname, '..', '..', '..');
const dataFolder = join(root, 'test-results', `e2e-deadline-passed-data-${port}`);

/**
 * A server of the demo whose clock (CLAIMKIT_NOW) starts the day after the demo's global and claim
 * filing deadline (06/30/2027 11:59:59 PM in Los Angeles), while the browser's clock is today's:
 * what the server does when a claimant's device is behind. Like e2eServer, only the runner (no
 * TEST_WORKER_INDEX yet) starts from an empty folder.
 */
if (process.env.TEST_WORKER_INDEX === undefined) rmSync(dataFolder, { recursive: true, force: true });
mkdirSync(dataFolder, { recursive: true });

export const deadlinePassedServer = {
  url: `http://127.0.0.1:${port}`,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_FILE: join(dataFolder, 'claimkit.sqlite'),
    CLAIMKIT_PIN_PEPPER: 'e2e-deadline-pepper-not-secret',
    // A test data key (32 bytes, base64): the drafts this server seals are test data.
    CLAIMKIT_DATA_KEY: Buffer.from('e2e-deadline-data-key-not-secret').toString('base64'),
    CLAIMKIT_NOW: '2027-07-01T19:00:00Z',
  },
};
