/**
 * Debian's Chromium for Lighthouse, started by chrome-launcher (headless, a fresh profile each
 * time) on a remote-debugging port of the bench's range.
 */
import { spawnSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// The same flags as the browser tests (playwright.config.ts): they keep Chromium from calling out
// to Google's services, which this machine's closed network refuses. As root Chromium refuses to
// start without --no-sandbox.
const chromiumFlags = [
  '--headless=new',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
];

export type Chromium = chromeLauncher.LaunchedChrome;

export async function launchChromium(port: number): Promise<Chromium> {
  return chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags, port, logLevel: 'silent' });
}

/** "Chromium 156.0.8078.79 …", for the figures' record; the wrapper's own noise on stderr is left out. */
export function chromiumVersion(): string {
  const result = spawnSync(chromiumPath, ['--version'], { encoding: 'utf8' });
  return result.stdout.trim() || 'unknown';
}
