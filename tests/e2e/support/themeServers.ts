import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { themeNames, type ThemeName } from '#themes/names.ts';

const basePort = Number(process.env.E2E_PORT ?? 3100);
const root = join(import.meta.dirname, '..', '..', '..');

/** The demo settlement in one theme (THEME), on its own port and SQLite file. */
function themeServer(theme: ThemeName, port: number) {
  const dataFolder = join(root, 'test-results', `e2e-theme-${theme}-data-${port}`);
  // Like e2eServer, only the runner (no TEST_WORKER_INDEX yet) starts from an empty folder.
  if (process.env.TEST_WORKER_INDEX === undefined) rmSync(dataFolder, { recursive: true, force: true });
  mkdirSync(dataFolder, { recursive: true });
  const url = `http://127.0.0.1:${port}`;
  return {
    theme,
    url,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: url,
      THEME: theme,
      DATABASE_FILE: join(dataFolder, 'claimkit.sqlite'),
      CLAIMKIT_PIN_PEPPER: `e2e-${theme}-pepper-not-secret`,
      // A test data key (32 bytes, base64): the drafts this server seals are test data.
      CLAIMKIT_DATA_KEY: Buffer.from('e2e-theme-data-key-not-secret---').toString('base64'),
      // The walk files the same members' claims in English, then in Spanish (the demo's one claim
      // per member has tests of its own).
      CLAIMS_PER_MEMBER: '1000',
    },
  };
}

/**
 * The demo in each of the three themes, the theme being a settlement setting replaced here by the
 * server's THEME override. The walks over every page use these servers only, so they can run beside
 * the other journeys (which share e2eServer) without meeting their claims.
 */
export const themeServers = themeNames.map((theme, index) =>
  themeServer(theme, Number(process.env.E2E_THEME_PORT ?? basePort + 5) + index),
);

/** The server of one theme. */
export function themeServerOf(theme: ThemeName) {
  const server = themeServers.find((candidate) => candidate.theme === theme);
  if (!server) throw new Error(`No theme server for ${theme}`);
  return server;
}
