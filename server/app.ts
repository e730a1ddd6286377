import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { SettlementBundle } from '#pages-config/settlementBundle.ts';
import type { DocumentStorage } from './documents/documentStorage.ts';
import type { VirusScanning } from './documents/virusScanner.ts';
import { compressPlugin } from './plugins/external/compress.ts';
import { cookiePlugin } from './plugins/external/cookie.ts';
import { helmetPlugin } from './plugins/external/helmet.ts';
import { multipartPlugin } from './plugins/external/multipart.ts';
import { rateLimitPlugin } from './plugins/external/rateLimit.ts';
import { staticPlugin } from './plugins/external/static.ts';
import { csrfPlugin } from './plugins/app/csrf.ts';
import { dataEncryptionPlugin } from './plugins/app/dataEncryption.ts';
import { databasePlugin } from './plugins/app/database.ts';
import { documentStoragePlugin } from './plugins/app/documentStorage.ts';
import { errorsPlugin } from './plugins/app/errors.ts';
import { pagesPlugin } from './plugins/app/pages.ts';
import { membersPlugin } from './plugins/app/members.ts';
import { modelConfigVersionsPlugin } from './plugins/app/modelConfigVersions.ts';
import { sessionsPlugin } from './plugins/app/sessions.ts';
import { settlementPlugin } from './plugins/app/settlement.ts';
import { apiRoutes } from './routes/api/index.ts';
import { captchaContentSecurityHosts, captchaSettings } from './captcha/captchaSettings.ts';
import { captchaPlugin } from './plugins/app/captcha.ts';
import { loadSettlementFolder } from './settlement/loadSettlementFolder.ts';
import { walletPlugin } from './plugins/app/wallet.ts';
import { payPalSettings, type PayPalSettingsInput } from './wallet/payPalSettings.ts';
import { DataEncryption, generateDataKey } from './security/dataEncryption.ts';
import { defaultAbuseLimits, type AbuseLimits } from './security/abuseLimits.ts';
import { abuseResistancePlugin } from './plugins/app/abuseResistance.ts';
import { retentionPlugin } from './plugins/app/retention.ts';
import { defaultRetention, type RetentionPeriods } from './database/retention.ts';
import { logRedaction } from './security/logRedaction.ts';
import { RequestLogLines } from './security/requestLogLines.ts';
import type { TrustedProxies } from './security/trustProxy.ts';
import { defaultSessionLifetimeHours } from './sessions/sessionSettings.ts';
import { normalisedRequestTarget } from './security/requestTarget.ts';
import { defaultSlowClientLimits, serverOptionsOf, type SlowClientLimits } from './security/slowClientLimits.ts';
import { parserErrorHandler } from './security/parserErrorAnswers.ts';
import { requestBodiesPlugin } from './plugins/app/requestBodies.ts';
import { requestPacePlugin } from './plugins/app/requestPace.ts';
import { defaultRequestPace, type RequestPaceLimits } from './security/requestPace.ts';

/** The built client, next to the server in the repository. */
export const defaultClientDirectory = fileURLToPath(new URL('../app/dist', import.meta.url));

export interface AppOptions {
  /** The settlement folder (settlement.json, forms/, content/, members.csv). */
  settlementDirectory: string;
  /** The settlement already loaded and checked from that folder; read again if absent. */
  settlement?: SettlementBundle;
  /**
   * The SQLite database file; its folder must exist. With `databaseUrl` it holds no data, but its
   * folder is still where `documents/` goes by default.
   */
  databaseFile: string;
  /** A PostgreSQL URL (DATABASE_URL): when set, the database is there instead of in `databaseFile`. */
  databaseUrl?: string | undefined;
  /** The folder for claim documents on local disk; `documents/` beside the database file by default. */
  documentsDirectory?: string;
  /** A document storage to use instead of local disk (tests inject failures with it). */
  documentStorage?: DocumentStorage;
  /** The virus scanner each uploaded file goes through before a claim keeps it; none by default. */
  virusScanning?: VirusScanning;
  /** Minutes before a file a crash left behind counts as an orphan, removed at start (default 60). */
  orphanFileGraceMinutes?: number;
  /** Secret key of the PIN HMAC; kept out of the database (see hashPin). */
  pinPepper: string;
  /**
   * The data keys that seal personal data at rest (drafts): CLAIMKIT_DATA_KEY and any previous
   * ones (see main.ts). Absent: a random key for this process only, so nothing sealed survives a
   * restart (tests that do not look at it).
   */
  dataEncryption?: DataEncryption;
  /** Log requests and errors (pino, JSON lines). Off in tests. */
  logger?: boolean;
  /** Where the log lines go instead of standard output (tests read the audit lines from it). */
  logStream?: { write(line: string): void };
  /** The captcha's site key; none means captcha off (spec §6). The provider is the settlement's. */
  captchaSiteKey?: string | null;
  /** The captcha secret the server sends to the provider's siteverify; required with a site key. */
  captchaSecret?: string | null;
  /** The provider's siteverify URL; the provider's own by default (tests point it at a fake). */
  captchaVerifyUrl?: string | null;
  /** Where the client loads the widget script; the provider's own by default. */
  captchaScriptUrl?: string | null;
  /** A development deployment: the captcha stays off (spec §6), and cookies are not Secure by default. */
  development?: boolean;
  /** The PayPal app's credentials and endpoints, for "Log in with PayPal" when the settlement turns it on. */
  payPal?: PayPalSettingsInput;
  /** The clock: injectable so tests can move time (session expiry, signature date). */
  now?: () => Date;
  /** The built client to serve under /app/dist/ and for page routes; defaults to app/dist. */
  clientDirectory?: string;
  /**
   * Mark the session cookie Secure, named __Host-: on unless `development` (sessionSettings.ts);
   * false for a server reached over plain HTTP elsewhere than localhost.
   */
  secureCookies?: boolean;
  /**
   * The proxies whose X-Forwarded-For names the client (TRUST_PROXY: their addresses and subnets);
   * false, the default: none, the socket's address is the client's. Never "trust all".
   */
  trustProxy?: TrustedProxies;
  /** Hours from a session's start after which it ends, whatever the activity (default 12). */
  sessionLifetimeHours?: number;
  /**
   * Authorize attempts per client address per minute (default 20), counted in this server's memory:
   * a cheap first filter before the database budgets of `abuseLimits`; false: no limit.
   */
  authorizeAttemptsPerMinute?: number | false;
  /** The failure budgets of authorize and the submission limits, counted in the database; each key defaults as defaultAbuseLimits. */
  abuseLimits?: Partial<AbuseLimits>;
  /**
   * Replaces the settlement's claimsPerMember (CLAIMS_PER_MEMBER): for rehearsals and tests that
   * file for the same members again and again.
   */
  claimsPerMember?: number | undefined;
  /** Tracking calls per session per minute (default 60); false: no limit. */
  trackingEventsPerMinute?: number | false;
  /** How long tracked values are kept (TRACKING_RETENTION_DAYS); each key defaults as defaultRetention. */
  retention?: Partial<RetentionPeriods>;
  /**
   * The limits on slow and stalled requests (timeouts, the pace a body must keep, bodies arriving
   * at once from visitors not signed in); each key defaults as defaultSlowClientLimits.
   */
  slowClientLimits?: Partial<SlowClientLimits>;
  /** The pace of each client network's API requests (default defaultRequestPace); false: none. */
  requestPace?: RequestPaceLimits | false;
}

/**
 * The whole server as one Fastify instance: plugins first (external, then the app's own), then
 * the API. Ready once `await app.ready()` resolves: settlement checked, database migrated,
 * members loaded.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const now = options.now ?? (() => new Date());
  const settlement = options.settlement ?? loadSettlementFolder(options.settlementDirectory);
  const slowClientLimits = { ...defaultSlowClientLimits, ...options.slowClientLimits };
  const redaction = logRedaction(settlement);
  const requestLogLines = new RequestLogLines(redaction.paths);
  const app: FastifyInstance = Fastify({
    // Answers never reach a log line: request bodies, models and the settlement's sensitive fields are redacted.
    logger: options.logger
      ? {
          level: 'info',
          redact: redaction,
          ...(options.logStream ? { stream: options.logStream } : {}),
        }
      : false,
    logController: requestLogLines,
    // Fastify hands pino empty child options for each request's logger, which sends pino down its
    // slow path (rebuilding the formatters); with none it makes the same child, its redaction too.
    childLoggerFactory: (logger, bindings, childOptions) =>
      Object.keys(childOptions).length === 0 ? logger.child(bindings) : logger.child(bindings, childOptions),
    trustProxy: options.trustProxy ?? false,
    // Every spelling of a path (percent-encoded, absolute-form, dot segments, repeated slashes)
    // becomes one before any hook runs, so the session, CSRF and no-store hooks test what the
    // router routes (security/requestTarget.ts).
    rewriteUrl: (request) => normalisedRequestTarget(request.url ?? '/'),
    // Headers, whole-request and keep-alive timeouts (slowClientLimits.ts); what Node's parser
    // refuses by itself is answered with the security headers of every other answer.
    ...serverOptionsOf(slowClientLimits),
    clientErrorHandler: parserErrorHandler(),
    // A path the router cannot decode (bad percent-encoding in a segment, e.g. /api/forms/%zz/draft)
    // is refused before routing, where no hook runs: Fastify's own answer would lack the security
    // headers and the { error } a claimant can act on. Routed again to an address no route has,
    // it gets the not-found answer every unknown address gets, with all the headers.
    frameworkErrors: (_error, request, reply) => {
      request.raw.url = '/api/unreadable-address';
      app.routing(request.raw, reply.raw);
    },
  });
  requestLogLines.useLogger(app.log);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const captcha = captchaSettings({
    provider: settlement.settlement.captcha?.provider,
    siteKey: options.captchaSiteKey,
    secret: options.captchaSecret,
    verifyUrl: options.captchaVerifyUrl,
    scriptUrl: options.captchaScriptUrl,
    development: options.development,
  });

  const payPal = payPalSettings(settlement, options.payPal ?? {});

  await app.register(helmetPlugin, { captchaHosts: captchaContentSecurityHosts(captcha) });
  await app.register(compressPlugin);
  await app.register(cookiePlugin);
  await app.register(multipartPlugin);
  await app.register(rateLimitPlugin);
  await app.register(staticPlugin, { clientDirectory: options.clientDirectory ?? defaultClientDirectory });

  await app.register(settlementPlugin, {
    folder: options.settlementDirectory,
    bundle: settlement,
    clientDirectory: options.clientDirectory ?? defaultClientDirectory,
  });
  // First of the hooks that cost anything (the session's load, a body, the database).
  await app.register(requestPacePlugin, { limits: options.requestPace ?? defaultRequestPace });
  await app.register(databasePlugin, { file: options.databaseFile, url: options.databaseUrl });
  await app.register(documentStoragePlugin, {
    databaseFile: options.databaseFile,
    directory: options.documentsDirectory,
    storage: options.documentStorage,
    orphanFileGraceMinutes: options.orphanFileGraceMinutes,
    now,
    virusScanning: options.virusScanning,
  });
  await app.register(membersPlugin, { pinPepper: options.pinPepper, now });
  const abuseLimits = { ...defaultAbuseLimits, ...options.abuseLimits };
  await app.register(abuseResistancePlugin, {
    limits: abuseLimits,
    claimsPerMember: options.claimsPerMember ?? settlement.settlement.claimsPerMember,
    pinPepper: options.pinPepper,
    now,
    captchaEnabled: captcha.enabled,
  });
  await app.register(retentionPlugin, {
    limits: abuseLimits,
    retention: { ...defaultRetention, ...options.retention },
    now,
  });
  await app.register(dataEncryptionPlugin, {
    encryption: options.dataEncryption ?? new DataEncryption(generateDataKey()),
  });
  await app.register(modelConfigVersionsPlugin, { now });
  await app.register(sessionsPlugin, {
    now,
    secureCookies: options.secureCookies ?? !options.development,
    lifetimeHours: options.sessionLifetimeHours ?? defaultSessionLifetimeHours,
  });
  await app.register(csrfPlugin);
  await app.register(requestBodiesPlugin, { limits: slowClientLimits });
  await app.register(captchaPlugin, { settings: captcha });
  await app.register(walletPlugin, { payPal });
  await app.register(pagesPlugin, { now });
  await app.register(errorsPlugin);

  await app.register(apiRoutes, {
    prefix: '/api',
    pinPepper: options.pinPepper,
    now,
    attemptsPerMinute: options.authorizeAttemptsPerMinute ?? 20,
    trackingEventsPerMinute: options.trackingEventsPerMinute ?? 60,
  });
  return app;
}
