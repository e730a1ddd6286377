import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { ThemeName } from '#themes/names.ts';

const basePort = Number(process.env.E2E_PORT ?? 3100);
const root = join(import.meta.dirname, '..', '..', '..');

/** The demo settlement in one of the other two themes (THEME), on its own port and SQLite file. */
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
    },
  };
}

/**
 * Servers of the demo in its other two themes (the demo's own, jnd-9-0-kontent, is e2eServer's):
 * the theme is a settlement setting, replaced here by the server's THEME override.
 */
export const themeServers = [
  themeServer('jnd-7-0-default', Number(process.env.E2E_THEME_PORT ?? basePort + 5)),
  themeServer('ftc-7-0-default', Number(process.env.E2E_THEME_PORT ?? basePort + 5) + 1),
];
