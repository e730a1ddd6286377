// `npm test`: the whole suite, each step against real parts — type-check, lint, unit and server
// tests (Vitest; the server tests once on SQLite and once on a throwaway PostgreSQL), the client
// build, and the browser tests in Debian's Chromium against the real server, and every Storybook
// story in every theme screenshotted and checked with axe (Playwright). Installs what is missing
// first. Ends with one line "N passed, N failed".
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensurePostgres, startPostgresCluster } from './postgres.mjs';
import { buildClient, ensureChromium, ensureDependencies, log, projectEnv, root, run, runOrExit } from './setup.mjs';

ensureDependencies();
ensureChromium();
const postgresBin = ensurePostgres();

const reports = join(root, 'test-results', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

log('Type-checking (tsc)');
runOrExit('tsc', ['-p', '.']);
log('Linting (eslint)');
runOrExit('eslint', ['.', '--max-warnings', '0']);
log('Checking formatting (prettier)');
runOrExit('prettier', ['--check', '--log-level', 'warn', '.']);

const totals = { passed: 0, failed: 0 };
let failedSteps = 0;

/**
 * Adds a step's counts to the totals. A missing report counts as one failure, and so does a step
 * that failed with no failed test in its report (the runner stopped outside any test: a port in
 * use, a failed setup), so the last line never says "0 failed" of a failing run.
 */
function tally(exitCode, readCounts) {
  let counts;
  try {
    counts = readCounts();
  } catch {
    // No report to read: the step ran no test that can be trusted.
    counts = { passed: 0, failed: 1 };
  }
  if (exitCode !== 0) failedSteps += 1;
  totals.passed += counts.passed;
  totals.failed += exitCode !== 0 && counts.failed === 0 ? 1 : counts.failed;
}

/** Runs vitest with a JSON report and adds its counts to the totals. */
function runVitest(args, report, options) {
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  tally(run('vitest', ['run', ...args, ...reporters], options), () => {
    const result = JSON.parse(readFileSync(report, 'utf8'));
    return { passed: result.numPassedTests, failed: result.numFailedTests };
  });
}

log('Unit and server tests (vitest; server on SQLite)');
runVitest([], join(reports, 'vitest.json'), { env: { ...projectEnv, TEST_DATABASE_URL: '' } });

log('Server tests on PostgreSQL (vitest, throwaway cluster)');
let cluster;
try {
  cluster = await startPostgresCluster(postgresBin, join(root, 'test-results'));
} catch (error) {
  console.error(`\n✖ Could not start a PostgreSQL cluster for the server tests: ${error.message}`);
  failedSteps += 1;
  totals.failed += 1;
}
if (cluster) {
  // Stopped however this ends: normally, on an exit from a later step, or on Ctrl-C.
  process.on('exit', cluster.stop);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
  try {
    runVitest(['--project', 'server'], join(reports, 'vitest-postgres.json'), {
      env: { ...projectEnv, TEST_DATABASE_URL: cluster.url },
    });
  } finally {
    cluster.stop();
  }
}

buildClient();
log('Building Storybook (storybook build)');
runOrExit('storybook', ['build', '--quiet', '--output-dir', 'storybook-static']);

log('Browser tests in Chromium (playwright): e2e, visual and a11y');
const playwrightReport = join(reports, 'playwright.json');
const playwrightEnv = { ...projectEnv, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport };
tally(run('playwright', ['test'], { env: playwrightEnv }), () => {
  const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
});

console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSteps === 0 && totals.failed === 0 ? 0 : 1);
