import { defineConfig, devices } from '@playwright/test';
import { e2eServer } from './tests/e2e/support/e2eServer.ts';
import { fakeProviders, featuresServer } from './tests/e2e/support/featuresServer.ts';
import { internationalAddressServer } from './tests/e2e/support/internationalAddressServer.ts';
import { deadlinePassedServer } from './tests/e2e/support/deadlinePassedServer.ts';
import { minimalSettlementServer } from './tests/e2e/support/minimalSettlementServer.ts';
import { themeServers } from './tests/e2e/support/themeServers.ts';
import { chromiumArgs, chromiumPath } from './tests/helpers/chromium.ts';
import { storybookServer } from './tests/helpers/storybook.ts';

/** A real Claimkit server (`node server/main.ts`) with its own port, settlement and SQLite file. */
function claimkitServer(server: { url: string; env: Record<string, string> }) {
  return {
    command: `node server/main.ts`,
    url: `${server.url}/api/cultures`,
    // A test drives the browser far faster than a person, page after page from one address: the
    // pace of API requests (API_REQUESTS_PER_SECOND) has tests of its own (tests/server/abuse).
    env: { ...server.env, API_REQUESTS_PER_SECOND: 'off' },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}

export default defineConfig({
  testDir: 'tests',
  // Per port too, so side-by-side runs (E2E_PORT, STORYBOOK_TEST_PORT) keep their own artifacts.
  outputDir: `test-results/playwright-${e2eServer.port}`,
  // e2e runs one test at a time against one server and database; the rest run two at once.
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/playwright.json' }],
    // Shows baseline, actual and diff of every failed screenshot: npx playwright show-report.
    ['html', { open: 'never', outputFolder: process.env.PLAYWRIGHT_HTML_OUTPUT_DIR ?? 'playwright-report' }],
  ],
  // Baselines live beside the visual tests: tests/visual/__screenshots__/<theme>/<story id>.png.
  snapshotPathTemplate: '{testDir}/visual/__screenshots__/{arg}{ext}',
  expect: {
    // A page's first heading comes only once the app has started (scripts, then its start-up
    // calls): 2 s here, and past Playwright's default 5 s on a shared 2-CPU CI machine while the
    // other worker files claims (a Spanish walk failed so, with nothing else wrong). What a
    // claimant waits for is measured by the benches (bench/lighthouse), not by a wait in a test.
    timeout: 15_000,
    toHaveScreenshot: { maxDiffPixelRatio: 0.001, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'e2e',
      testMatch: ['e2e/**/*.spec.ts'],
      fullyParallel: false,
      workers: 1,
      // A journey that files a whole claim (or two) takes 10 to 35 s on a shared 2-CPU machine
      // while the other worker walks every page: 60 s left too little room, and a run failed on
      // time alone mid-journey. Speed is the benches' to measure (bench/), not a test's timeout.
      timeout: 120_000,
      use: { baseURL: e2eServer.url },
    },
    {
      // The walks over every page, one file per theme against that theme's own server: they share
      // no data with the journeys above, so they take the second worker while those run.
      name: 'every-page',
      testMatch: ['every-page/**/*.spec.ts'],
      fullyParallel: false,
    },
    {
      name: 'visual',
      testMatch: ['visual/**/*.spec.ts'],
      fullyParallel: true,
      // No traces: the story page is shared by the worker's tests, and the screenshots say enough.
      use: { baseURL: storybookServer.url, reducedMotion: 'reduce', trace: 'off', screenshot: 'off' },
    },
    {
      name: 'a11y',
      testMatch: ['a11y/**/*.spec.ts'],
      fullyParallel: true,
      use: { baseURL: storybookServer.url, trace: 'off', screenshot: 'off' },
    },
  ],
  webServer: [
    // The real server on its own SQLite file, started fresh for each run.
    claimkitServer(e2eServer),
    // The demo again, for Casey Demo's claims: she keeps none on the server above.
    claimkitServer(internationalAddressServer),
    // A second real server with the minimal settlement of tests/fixtures, on its own port and SQLite file.
    claimkitServer(minimalSettlementServer),
    // The demo on a server whose clock (CLAIMKIT_NOW) is past the filing deadline: the server's refusal.
    claimkitServer(deadlinePassedServer),
    // Local fakes of hCaptcha, reCAPTCHA and PayPal, speaking their protocols (no network here).
    {
      command: `node tests/helpers/fakeProviders/serve.ts`,
      url: `${fakeProviders.url}/1/api.js`,
      env: fakeProviders.env,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // A third real server: the demo with the captcha on and PayPal verification switched on, against the fakes.
    claimkitServer(featuresServer),
    // The demo in each theme (THEME), for the walks over every page.
    ...themeServers.map(claimkitServer),
    // The built Storybook, for the visual and accessibility projects.
    {
      command: `node scripts/serveStatic.mjs ${storybookServer.folder} ${storybookServer.port}`,
      url: `${storybookServer.url}/__ready`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
