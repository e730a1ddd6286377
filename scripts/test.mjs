// `npm test`: the whole suite, each step against real parts — type-check, lint, unit and server
// tests (Vitest), the client build, and the browser tests in Debian's Chromium against the real
// server, and every Storybook story in every theme screenshotted and checked with axe (Playwright).
// Installs what is missing first. Ends with one line "N passed, N failed".
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildClient, ensureChromium, ensureDependencies, log, projectEnv, root, run, runOrExit } from './setup.mjs';

ensureDependencies();
ensureChromium();

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

log('Unit and server tests (vitest)');
const vitestReport = join(reports, 'vitest.json');
failedSteps +=
  run('vitest', ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]) === 0 ? 0 : 1;
try {
  const result = JSON.parse(readFileSync(vitestReport, 'utf8'));
  totals.passed += result.numPassedTests;
  totals.failed += result.numFailedTests;
} catch {
  totals.failed += 1;
}

buildClient();
log('Building Storybook (storybook build)');
runOrExit('storybook', ['build', '--quiet', '--output-dir', 'storybook-static']);

log('Browser tests in Chromium (playwright): e2e, visual and a11y');
const playwrightReport = join(reports, 'playwright.json');
const playwrightEnv = { ...projectEnv, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport };
failedSteps += run('playwright', ['test'], { env: playwrightEnv }) === 0 ? 0 : 1;
try {
  const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
} catch {
  totals.failed += 1;
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSteps === 0 && totals.failed === 0 ? 0 : 1);
