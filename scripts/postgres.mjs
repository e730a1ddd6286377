// A throwaway PostgreSQL cluster for the server tests: initdb in a temporary folder, pg_ctl start on
// a free port, stop and remove at the end. Plain JavaScript with no dependencies, like setup.mjs:
// it runs on the machine's Node before anything else is installed.
import { spawnSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Debian keeps initdb and pg_ctl in /usr/lib/postgresql/<version>/bin, off PATH; the newest wins. */
export function findPostgresBin() {
  const versions = '/usr/lib/postgresql';
  if (!existsSync(versions)) return undefined;
  return readdirSync(versions)
    .filter((version) => /^\d+$/.test(version))
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => join(versions, version, 'bin'))
    .find((bin) => existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl')));
}

/**
 * The PostgreSQL bin folder, installing Debian's postgresql first as root (like ensureChromium);
 * otherwise explains what to install and exits.
 */
export function ensurePostgres() {
  const found = findPostgresBin();
  if (found) return found;
  const canApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !canApt) {
    console.error(
      `\n✖ The server tests also run on PostgreSQL, which is not installed (no initdb or pg_ctl under /usr/lib/postgresql/*/bin).\n` +
        `  Install it as root:  apt-get update && apt-get install -y postgresql`,
    );
    process.exit(1);
  }
  console.log(`\n▶ Installing postgresql from Debian's packages`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', 'postgresql'],
  ]) {
    const status = spawnSync('apt-get', args, { stdio: 'inherit', env }).status;
    if (status !== 0) {
      console.error(`\n✖ apt-get ${args.join(' ')} failed with exit code ${status}.`);
      process.exit(status ?? 1);
    }
  }
  const installed = findPostgresBin();
  if (!installed) {
    console.error('\n✖ postgresql was installed but no initdb and pg_ctl were found under /usr/lib/postgresql/*/bin.');
    process.exit(1);
  }
  return installed;
}

/** A TCP port nobody listens on right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root: as root, its commands run as the postgres user. */
function postgresUser() {
  if (!isRoot) return {};
  const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout);
  const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout);
  if (!uid) throw new Error('Running as root, but there is no postgres user to run PostgreSQL as.');
  return { uid, gid };
}

function runAs(user, command, args) {
  const result = spawnSync(command, args, { ...user, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}${result.stderr}`);
  }
}

/**
 * Creates and starts a cluster in a new folder under `parent`, listening on 127.0.0.1 only, with
 * durability off (fsync: a crash loses nothing a test needs). Returns its URL and a stop() that
 * can be called any number of times, from an exit handler too (it is synchronous).
 */
export async function startPostgresCluster(bin, parent) {
  mkdirSync(parent, { recursive: true });
  const directory = mkdtempSync(join(parent, 'postgres-'));
  const data = join(directory, 'data');
  const user = postgresUser();
  mkdirSync(data, { mode: 0o700 });
  if (user.uid) chownSync(directory, user.uid, user.gid);
  if (user.uid) chownSync(data, user.uid, user.gid);
  let stopped = false;
  let started = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    if (started) spawnSync(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop'], { ...user, stdio: 'ignore' });
    rmSync(directory, { recursive: true, force: true });
  };
  try {
    runAs(user, join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
    const port = await freePort();
    appendFileSync(
      join(data, 'postgresql.conf'),
      [
        `listen_addresses = '127.0.0.1'`,
        `port = ${port}`,
        `unix_socket_directories = '${directory.replaceAll("'", "''")}'`,
        'fsync = off',
        'synchronous_commit = off',
        'full_page_writes = off',
        'max_connections = 300',
        '',
      ].join('\n'),
    );
    started = true;
    runAs(user, join(bin, 'pg_ctl'), ['-D', data, '-l', join(directory, 'server.log'), '-w', '-t', '60', 'start']);
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, directory, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
