import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryRoot } from '../server/claimkitServer.ts';

/** The built client the server serves under /app/dist/. */
export const clientDirectory = join(repositoryRoot, 'app', 'dist');
const indexFile = join(clientDirectory, 'index.html');

/**
 * The server serves the built client from app/dist: builds it when it is missing, or when asked
 * (`rebuild`), as `npm start` does; otherwise the pages measured are those of the last build.
 */
export function ensureClientBuilt(rebuild: boolean): void {
  if (!rebuild && existsSync(indexFile)) return;
  console.log('Building the client (vite build)');
  const result = spawnSync(join(repositoryRoot, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], {
    cwd: repositoryRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`vite build failed (${result.status ?? result.signal})`);
}

/** Which build was measured: when it was made, and its entry script. */
export function clientBuildOf(): { builtAt: string; entry: string } {
  const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(readFileSync(indexFile, 'utf8'))?.[1] ?? 'unknown';
  return { builtAt: statSync(indexFile).mtime.toISOString(), entry };
}
