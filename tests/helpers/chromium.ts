/**
 * Debian's Chromium, as every browser run of the project starts it (the Playwright tests, the
 * typing and Lighthouse benches): Playwright's own browser download cannot be reached from here,
 * and these flags keep Chromium from calling out to Google's services, which this machine's closed
 * network refuses. As root, Chromium refuses to start without --no-sandbox.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
