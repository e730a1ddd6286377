/**
 * Starts the server: `node server/main.ts` (Node 24 runs the TypeScript directly).
 *
 * Environment:
 *   PORT (3000), HOST (0.0.0.0)
 *   DATABASE_URL (postgres://user:password@host:5432/database: the claims are kept in that
 *     PostgreSQL instead of a SQLite file; several servers may share it)
 *   DATABASE_FILE (var/claimkit.sqlite, when DATABASE_URL is unset; its folder is created)
 *   SETTLEMENT_DIR (pages-config/settlements/demo)
 *   DOCUMENTS_DIR (claim documents on local disk; documents/ beside the database file by default)
 *   ORPHAN_FILE_GRACE_MINUTES (60: document files a crash left behind are removed at start once
 *     this much older; other servers sharing the storage may be committing younger ones)
 *   CLAMD_SOCKET (a Unix socket path) or CLAMD_HOST with CLAMD_PORT (3310): ClamAV's clamd, which
 *     scans every uploaded file before a claim keeps it (unset: no scanning, and a warning at
 *     start); CLAMD_TIMEOUT_MS (30000); VIRUS_SCAN_FAIL_OPEN=true to file documents unscanned
 *     while clamd is unreachable (by default such submissions are refused with "try again later")
 *   BASE_URL (the settlement's baseUrl: where its site links point, e.g. a staging address)
 *   THEME (replaces the settlement's theme: jnd-7-0-default, ftc-7-0-default or jnd-9-0-kontent;
 *     for reviewing a settlement in another theme, and for the end-to-end tests of each theme)
 *   CLAIMS_PER_MEMBER (replaces the settlement's claimsPerMember: for rehearsals and the end-to-end
 *     tests, which file for the same demo members again and again)
 *   AUTHORIZE_ATTEMPTS_PER_MINUTE (20, per address, in each server's memory: a first filter),
 *   AUTHORIZE_FAILURES_PER_NOTICE (10 a day), AUTHORIZE_FAILURES_PER_ADDRESS (30 an hour),
 *   AUTHORIZE_FAILURES_OVERALL (5000 an hour), SUBMITS_PER_ADDRESS (20 an hour),
 *   SUBMITS_PER_SESSION (10 an hour), REFUSED_SUBMITS_PER_NOTICE (10 an hour; its 429 held
 *     REFUSED_SUBMIT_HOLD_SECONDS, 5, before it is sent), AUTHORIZE_FAILURE_HOLD_SECONDS (1: a wrong
 *     Notice ID or PIN is answered this much later): the limits against
 *     guessing and bots, counted in the database
 *     so they hold across servers ("off" turns one off). None refuses a right PIN: past a failure
 *     budget, the network that failed waits 30 s doubling up to an hour, as NIST SP 800-63B §5.2.2
 *     advises, and every attempt carries the captcha (without captcha keys, a Notice ID past its
 *     budget waits between attempts instead). AUTHORIZE_AUDIT_DAYS (90): how long the record of
 *     authorize attempts is kept (those refused before the credentials check as hourly counts)
 *   API_REQUESTS_PER_SECOND (5) and API_REQUEST_BURST (50): the pace of each address's API requests,
 *     in each server's memory; past the burst a request waits its turn, and one that would wait
 *     10 s or more is refused with 429 ("off" turns the pace off); see security/requestPace.ts
 *   TRACKING_RETENTION_DAYS (90): how long tracked field values are kept; expired sessions, old
 *     attempts and counters are pruned at start and every 15 minutes, in batches
 *   BODY_IDLE_SECONDS (30: a request body that sends nothing this long is cut off with 408),
 *   BODY_MIN_BYTES_PER_SECOND (500: the average a body must keep after its first 20 s, or 408),
 *   KEEP_ALIVE_SECONDS (72: how long an idle connection waits for its next request; keep it longer
 *     than the load balancer's idle timeout), OPEN_BODIES_PER_ADDRESS (16) and OPEN_BODIES_OVERALL
 *     (512): bodies still arriving at once from visitors who have not signed in, per address and
 *     over the server ("off" turns one off); see security/slowClientLimits.ts
 *   CLAIMKIT_PIN_PEPPER, CLAIMKIT_DATA_KEY (32 random bytes in base64: the AES-256-GCM key that
 *     wraps the data keys of sealed claims, drafts and PayPal logins): required in production and
 *     with DATABASE_URL; only in development (CLAIMKIT_ENVIRONMENT=development) on SQLite are they
 *     generated once into secrets/ beside DATABASE_FILE and reused (security/serverSecrets.ts).
 *     CLAIMKIT_PREVIOUS_DATA_KEYS (comma-separated: older keys, still opening what they sealed
 *     after a rotation). The server refuses to start when the database holds claims or drafts
 *     sealed under a key none of these is.
 *   CAPTCHA_SITE_KEY (unset: captcha off), CAPTCHA_SECRET (required with a site key),
 *   CAPTCHA_VERIFY_URL and CAPTCHA_SCRIPT_URL (the provider's own by default)
 *   CLAIMKIT_ENVIRONMENT=development: captcha off whatever the keys (spec §6), the session cookie
 *     not Secure unless SECURE_COOKIES=true, and the secrets above generated beside the database
 *     when unset
 *   PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_REDIRECT_URI (required when settlement.json
 *     turns wallet.payPal on; the redirect URI is this site's /api/banking/paypal-callback as
 *     registered with the PayPal app, never taken from a request's Host),
 *   PAYPAL_AUTHORIZE_URL, PAYPAL_API_URL (PayPal's live hosts by default; sandbox ones for testing)
 *   SECURE_COOKIES (true, except in development: the session cookie is Secure and named
 *     __Host-claimkit_session; false for a server reached over plain HTTP at another address than
 *     localhost)
 *   SESSION_LIFETIME_HOURS (12: a session ends this long after it started, however active; it
 *     also ends after 30 idle minutes)
 *   TRUST_PROXY (unset: none): behind a load balancer or reverse proxy, its addresses or CIDR
 *     subnets, comma-separated (10.0.1.0/24), or loopback / linklocal / uniquelocal; the client's
 *     address is then the rightmost X-Forwarded-For hop that is not one of them. "true" (believe
 *     anyone) and a hop count are refused at start: either lets a client forge its address
 *   CLAIMKIT_NOW (an ISO 8601 instant: the server's clock starts there and runs on; for rehearsing
 *     deadlines and for end-to-end tests)
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { SettlementConfigError } from '#pages-config/settlementBundle.ts';
import { themeNames } from '#pages-config/schema/names.ts';
import { buildApp } from './app.ts';
import { clockStartingAt } from './clock.ts';
import { AbuseLimitSettingError, abuseLimitsFromEnvironment } from './security/abuseLimits.ts';
import { SlowClientSettingError, slowClientLimitsFromEnvironment } from './security/slowClientLimits.ts';
import { requestPaceFromEnvironment } from './security/requestPace.ts';
import { virusScanningFromEnvironment } from './documents/virusScanner.ts';
import { DataKeyError } from './security/dataEncryption.ts';
import { MissingSecretError, serverSecrets } from './security/serverSecrets.ts';
import { loadSettlementFolder } from './settlement/loadSettlementFolder.ts';
import { trustedProxiesFromEnvironment } from './security/trustProxy.ts';
import { retentionFromEnvironment } from './database/retention.ts';
import { SessionSettingError, sessionSettingsFromEnvironment } from './sessions/sessionSettings.ts';

async function main(): Promise<void> {
  const settlementDirectory = resolve(process.env.SETTLEMENT_DIR ?? 'pages-config/settlements/demo');
  const databaseFile = resolve(process.env.DATABASE_FILE ?? 'var/claimkit.sqlite');
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '0.0.0.0';

  let settlement;
  try {
    settlement = loadSettlementFolder(settlementDirectory);
  } catch (error) {
    if (error instanceof SettlementConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // One settlement folder runs at several addresses (staging, tests): BASE_URL replaces its baseUrl.
  const baseUrl = process.env.BASE_URL;
  if (baseUrl) settlement = { ...settlement, settlement: { ...settlement.settlement, baseUrl } };
  // Another theme for the same settlement (review, tests): THEME replaces its theme setting, and is
  // refused as the settlement check refuses a theme in settlement.json (spec §1's error).
  const theme = process.env.THEME;
  if (theme && !(themeNames as readonly string[]).includes(theme)) {
    console.error(`THEME: unexpected value for appsettings.theme: ${theme} (use one of ${themeNames.join(', ')})`);
    process.exit(1);
  }
  if (theme) settlement = { ...settlement, settlement: { ...settlement.settlement, theme } };
  const claimsPerMember = process.env.CLAIMS_PER_MEMBER ? Number(process.env.CLAIMS_PER_MEMBER) : undefined;
  if (claimsPerMember !== undefined && !(Number.isInteger(claimsPerMember) && claimsPerMember >= 1)) {
    console.error(`CLAIMS_PER_MEMBER: a positive whole number, not "${process.env.CLAIMS_PER_MEMBER}".`);
    process.exit(1);
  }

  let abuseLimits;
  let authorizeAttemptsPerMinute: number | false | undefined;
  let requestPace;
  try {
    abuseLimits = abuseLimitsFromEnvironment(process.env);
    requestPace = requestPaceFromEnvironment(process.env);
    const perMinute = process.env.AUTHORIZE_ATTEMPTS_PER_MINUTE?.trim();
    if (perMinute === 'off') authorizeAttemptsPerMinute = false;
    else if (perMinute) {
      if (!Number.isInteger(Number(perMinute)) || Number(perMinute) < 1)
        throw new AbuseLimitSettingError('AUTHORIZE_ATTEMPTS_PER_MINUTE', perMinute);
      authorizeAttemptsPerMinute = Number(perMinute);
    }
  } catch (error) {
    if (!(error instanceof AbuseLimitSettingError)) throw error;
    console.error(error.message);
    process.exit(1);
  }

  let slowClientLimits;
  try {
    slowClientLimits = slowClientLimitsFromEnvironment(process.env);
  } catch (error) {
    if (!(error instanceof SlowClientSettingError)) throw error;
    console.error(error.message);
    process.exit(1);
  }

  // Each start hashes every member's PIN again: servers sharing a database with different peppers
  // would each overwrite the others' hashes, and PINs would fail on all but the last one started.
  // So with DATABASE_URL, and in production, both secrets come from the environment.
  let secrets;
  try {
    secrets = serverSecrets(process.env);
  } catch (error) {
    if (!(error instanceof MissingSecretError || error instanceof DataKeyError)) throw error;
    console.error(error.message);
    process.exit(1);
  }

  let trustProxy;
  let retention;
  try {
    trustProxy = trustedProxiesFromEnvironment(process.env.TRUST_PROXY);
    retention = retentionFromEnvironment(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }

  let sessionSettings;
  try {
    sessionSettings = sessionSettingsFromEnvironment(process.env);
  } catch (error) {
    if (!(error instanceof SessionSettingError)) throw error;
    console.error(error.message);
    process.exit(1);
  }

  let virusScanning;
  try {
    virusScanning = virusScanningFromEnvironment(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }

  // The folder also holds documents/ by default, with PostgreSQL too.
  mkdirSync(dirname(databaseFile), { recursive: true });
  const app = await buildApp({
    settlementDirectory,
    settlement,
    databaseFile,
    databaseUrl,
    pinPepper: secrets.pinPepper,
    dataEncryption: secrets.dataEncryption,
    ...(process.env.DOCUMENTS_DIR ? { documentsDirectory: resolve(process.env.DOCUMENTS_DIR) } : {}),
    ...(process.env.ORPHAN_FILE_GRACE_MINUTES
      ? { orphanFileGraceMinutes: Number(process.env.ORPHAN_FILE_GRACE_MINUTES) }
      : {}),
    virusScanning,
    logger: true,
    captchaSiteKey: process.env.CAPTCHA_SITE_KEY || null,
    captchaSecret: process.env.CAPTCHA_SECRET || null,
    captchaVerifyUrl: process.env.CAPTCHA_VERIFY_URL || null,
    captchaScriptUrl: process.env.CAPTCHA_SCRIPT_URL || null,
    development: process.env.CLAIMKIT_ENVIRONMENT === 'development',
    payPal: {
      clientId: process.env.PAYPAL_CLIENT_ID,
      clientSecret: process.env.PAYPAL_CLIENT_SECRET,
      authorizeUrl: process.env.PAYPAL_AUTHORIZE_URL,
      apiUrl: process.env.PAYPAL_API_URL,
      redirectUri: process.env.PAYPAL_REDIRECT_URI,
    },
    secureCookies: sessionSettings.secureCookies,
    sessionLifetimeHours: sessionSettings.lifetimeHours,
    abuseLimits,
    claimsPerMember,
    ...(authorizeAttemptsPerMinute === undefined ? {} : { authorizeAttemptsPerMinute }),
    trustProxy,
    retention,
    slowClientLimits,
    requestPace,
    now: clockStartingAt(process.env.CLAIMKIT_NOW),
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: closing`);
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }

  await app.listen({ port, host });
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  console.log(`Claimkit serves "${settlement.settlement.case.name}" at http://${shownHost}:${port}/`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
