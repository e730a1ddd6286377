/**
 * Debian's Chromium for Lighthouse, started by chrome-launcher (headless, a fresh profile each
 * time) on a remote-debugging port of the bench's range.
 */
import { spawnSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumArgs, chromiumPath } from '#tests/helpers/chromium.ts';

export { chromiumPath };

// The project's Chromium and flags (tests/helpers/chromium.ts), headless for Lighthouse.
const chromiumFlags = ['--headless=new', ...chromiumArgs];

export type Chromium = chromeLauncher.LaunchedChrome;

export async function launchChromium(port: number): Promise<Chromium> {
  return chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags, port, logLevel: 'silent' });
}

/** "Chromium 156.0.8078.79 …", for the figures' record; the wrapper's own noise on stderr is left out. */
export function chromiumVersion(): string {
  const result = spawnSync(chromiumPath, ['--version'], { encoding: 'utf8' });
  return result.stdout.trim() || 'unknown';
}
