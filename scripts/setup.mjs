// Set-up shared by `npm start` and `npm test`. Plain JavaScript with no dependencies, because it
// runs on whatever Node the machine has (possibly 20) before the project's own Node 24 and
// packages are installed.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const binFolder = join(root, 'node_modules', '.bin');

/** Environment in which `node` and every tool resolve to the project's own copies. */
export const projectEnv = { ...process.env, PATH: `${binFolder}:${process.env.PATH ?? ''}` };

export function log(message) {
  console.log(`\n▶ ${message}`);
}

/** Runs a command with inherited output; returns its exit code. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, env: projectEnv, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function runOrExit(command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed with exit code ${status}.`);
    process.exit(status);
  }
}

/** Installs the packages when node_modules is missing or older than package-lock.json. */
export function ensureDependencies() {
  const lockFile = join(root, 'package-lock.json');
  const stamp = join(root, 'node_modules', '.claimkit-lock-hash');
  const lockHash = createHash('sha256').update(readFileSync(lockFile)).digest('hex');
  const projectNode = join(binFolder, 'node');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === lockHash && existsSync(projectNode)) return;
  log('Installing dependencies (npm ci)');
  runOrExit('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error']);
  writeFileSync(stamp, lockHash);
  const version = spawnSync(projectNode, ['--version'], { encoding: 'utf8' }).stdout.trim();
  if (!version.startsWith('v24.')) {
    console.error(`✖ Expected the project's Node 24 in node_modules/.bin/node, found ${version || 'nothing'}.`);
    process.exit(1);
  }
}

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const fontPackages = ['fonts-liberation', 'fonts-dejavu-core'];

function missingDebianPackages(packages) {
  return packages.filter((name) => {
    const result = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' });
    return !result.stdout?.includes('install ok installed');
  });
}

/**
 * Browser tests run in Debian's Chromium (Playwright's own browser download cannot be reached).
 * As root, install it and the fonts the visual baselines were taken with; otherwise explain.
 */
export function ensureChromium() {
  const missing = [...(existsSync(chromiumPath) ? [] : ['chromium']), ...missingDebianPackages(fontPackages)];
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const canApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !canApt) {
    console.error(
      `\n✖ The browser tests need Debian's Chromium and fonts, which are missing: ${missing.join(', ')}.\n` +
        `  Install them as root:  apt-get update && apt-get install -y ${missing.join(' ')}\n` +
        `  or set CHROMIUM_PATH to a Chromium binary (fonts may then differ from the visual baselines).`,
    );
    process.exit(1);
  }
  log(`Installing ${missing.join(', ')} from Debian's packages`);
  runOrExit('apt-get', ['update', '-qq']);
  runOrExit('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
    env: { ...projectEnv, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/** Builds the client into app/dist. */
export function buildClient() {
  log('Building the client (vite build)');
  runOrExit('vite', ['build', '--logLevel', 'warn']);
}
