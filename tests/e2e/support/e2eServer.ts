import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3100);
// One folder per port, so runs on other ports (E2E_PORT) never delete each other's data.
const dataFolder = join(import.meta.dirname, '..', '..', '..', 'test-results', `e2e-data-${port}`);

/**
 * Where the end-to-end server runs and keeps its data. Playwright loads the config in the runner
 * and in each worker: only the runner (no TEST_WORKER_INDEX yet) starts from an empty folder.
 */
if (process.env.TEST_WORKER_INDEX === undefined) rmSync(dataFolder, { recursive: true, force: true });
mkdirSync(dataFolder, { recursive: true });

export const e2eServer = {
  port,
  url: `http://127.0.0.1:${port}`,
  databaseFile: join(dataFolder, 'claimkit.sqlite'),
  env: {
    PORT: String(port),
    // Site links (header, menu, footer) point at this server, not at the demo's localhost:3000.
    BASE_URL: `http://127.0.0.1:${port}`,
    HOST: '127.0.0.1',
    DATABASE_FILE: join(dataFolder, 'claimkit.sqlite'),
    CLAIMKIT_PIN_PEPPER: 'e2e-pepper-not-secret',
    // A test data key (32 bytes, base64): the drafts this server seals are test data.
    CLAIMKIT_DATA_KEY: Buffer.from('e2e-data-key-not-secret---------').toString('base64'),
    // The journeys file for the same demo members again and again, all from this machine's address
    // (the demo's one claim per member, and the submission limits, have tests of their own).
    CLAIMS_PER_MEMBER: '1000',
    SUBMITS_PER_ADDRESS: 'off',
    // Journeys that meet the server's refusals (a spent claim limit, a file it will not take) do so
    // for the same few demo members all run long; the budget on refusals has tests of its own.
    REFUSED_SUBMITS_PER_NOTICE: 'off',
    // The browser is the proxy: a journey that must fail from a network of its own (the waits
    // after wrong PINs) names it in X-Forwarded-For, and every other journey's network stays free.
    TRUST_PROXY: 'loopback',
  },
};
