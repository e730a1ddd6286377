import { defineConfig, devices } from '@playwright/test';
import { e2eServer } from './tests/e2e/support/e2eServer.ts';

// Debian's Chromium: Playwright's own browser download cannot be reached from here. These flags
// keep it from calling out to Google's services, which this machine's closed network refuses.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests',
  testMatch: ['e2e/**/*.spec.ts'],
  outputDir: 'test-results/playwright',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  reporter: [['list'], ['json']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: e2eServer.url,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // The real server on its own SQLite file, started fresh for each run.
  webServer: {
    command: `node server/main.ts`,
    url: `${e2eServer.url}/api/cultures`,
    env: e2eServer.env,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
