/**
 * The limits on slow and stalled requests (slowloris and its kin): how long the request line and
 * headers may take, how a body must keep arriving, how long an idle connection is kept, and how
 * many bodies of visitors who have not signed in may be arriving at once. Without them, a body that
 * stopped after a few bytes stayed open for good, and 300 of them from one session that never
 * signed in held 287 MiB (finding 2 of the hostile-traffic review).
 *
 * A short limit on the whole request would cut off the claimant this site exists for: one on a
 * slow phone sending 20 MB documents (up to 200 MB a claim). So a body is held to a pace instead,
 * as Apache's mod_reqtimeout holds it (its default `body=20,MinRate=500`): it may send nothing for
 * at most `bodyIdleMs`, and after its first `bodyGraceMs` it must have averaged
 * `bodyMinBytesPerSecond`. A phone on 2G (GPRS uploads at 2 to 5 KB/s) clears that four times
 * over; a body trickled a few bytes a second does not. Only the time spent waiting for the client
 * counts: while the server is behind (its own buffers full), the clock stops.
 */

export interface SlowClientLimits {
  /**
   * Node's headersTimeout: the request line and headers must have arrived within this. They are a
   * few hundred bytes; 20 s is mod_reqtimeout's default (Node's is 60 s).
   */
  headersMs: number;
  /** A body that sends nothing for this long is cut off with 408 (nginx's client_body_timeout is 60 s). */
  bodyIdleMs: number;
  /** After bodyGraceMs, the bytes a second a body must have averaged, or it is cut off with 408. */
  bodyMinBytesPerSecond: number;
  /** The start of a body when no pace is asked of it (mod_reqtimeout's 20 s). */
  bodyGraceMs: number;
  /**
   * Node's requestTimeout: the whole request must have arrived within this, whatever its pace. A
   * last resort (the pace does the work): 3 hours passes a whole 200 MB claim at 19 KB/s (EDGE) and
   * one 20 MB document at 2 KB/s (GPRS).
   */
  requestMs: number;
  /**
   * Node's keepAliveTimeout: how long a connection may wait for its next request. Longer than the
   * idle timeout of the load balancer in front (AWS's is 60 s), or the balancer may send a request
   * on a connection the server is closing, and a claimant gets a 502.
   */
  keepAliveMs: number;
  /**
   * Bodies still arriving at once from one client address (an IPv4 address or an IPv6 /64) for
   * visitors who have not signed in (authorize, telemetry, session timeout); false: no bound. A
   * body that arrives with its headers, as a browser's small JSON does, is never counted.
   */
  openBodiesPerAddress: number | false;
  /** The same over the whole server: a ceiling on the sockets and buffers they hold. */
  openBodiesOverall: number | false;
  /** How often these are checked (the body pace, and Node's connectionsCheckingInterval). */
  checkEveryMs: number;
}

export const defaultSlowClientLimits: SlowClientLimits = {
  headersMs: 20_000,
  bodyIdleMs: 30_000,
  bodyMinBytesPerSecond: 500,
  bodyGraceMs: 20_000,
  requestMs: 3 * 60 * 60 * 1000,
  keepAliveMs: 72_000,
  openBodiesPerAddress: 16,
  openBodiesOverall: 512,
  checkEveryMs: 1_000,
};

/** A setting that is not what its variable takes; the message names the variable and what to set. */
export class SlowClientSettingError extends Error {
  constructor(name: string, value: string, wanted: string) {
    super(`${name}: ${wanted}, not "${value}".`);
    this.name = 'SlowClientSettingError';
  }
}

/** A variable's positive whole number, false for "off" where it is allowed, undefined when unset. */
function wholeNumber(name: string, environment: NodeJS.ProcessEnv, unit: string, offAllowed = false) {
  const text = environment[name]?.trim();
  if (!text) return undefined;
  if (offAllowed && text === 'off') return false;
  const number = Number(text);
  if (!Number.isInteger(number) || number < 1)
    throw new SlowClientSettingError(name, text, `a positive whole number of ${unit}${offAllowed ? ', or "off"' : ''}`);
  return number;
}

/**
 * The limits from the environment (README "Slow and stalled requests"), each the default when
 * unset: BODY_IDLE_SECONDS, BODY_MIN_BYTES_PER_SECOND, KEEP_ALIVE_SECONDS, OPEN_BODIES_PER_ADDRESS
 * and OPEN_BODIES_OVERALL (these two also take "off").
 */
export function slowClientLimitsFromEnvironment(environment: NodeJS.ProcessEnv = process.env): SlowClientLimits {
  const defaults = defaultSlowClientLimits;
  const idleSeconds = wholeNumber('BODY_IDLE_SECONDS', environment, 'seconds');
  const keepAliveSeconds = wholeNumber('KEEP_ALIVE_SECONDS', environment, 'seconds');
  return {
    ...defaults,
    bodyIdleMs: idleSeconds ? idleSeconds * 1000 : defaults.bodyIdleMs,
    keepAliveMs: keepAliveSeconds ? keepAliveSeconds * 1000 : defaults.keepAliveMs,
    bodyMinBytesPerSecond:
      wholeNumber('BODY_MIN_BYTES_PER_SECOND', environment, 'bytes a second') || defaults.bodyMinBytesPerSecond,
    openBodiesPerAddress:
      wholeNumber('OPEN_BODIES_PER_ADDRESS', environment, 'bodies', true) ?? defaults.openBodiesPerAddress,
    openBodiesOverall: wholeNumber('OPEN_BODIES_OVERALL', environment, 'bodies', true) ?? defaults.openBodiesOverall,
  };
}

/**
 * The Fastify and Node server options that carry these limits. The socket's own inactivity timeout
 * (Fastify's connectionTimeout) stays off: it would also cut a claimant waiting, with nothing
 * moving on the socket, for the answer to a large upload (each file is virus-scanned first); the
 * body pace covers the time a body arrives, keepAliveTimeout the time between requests.
 */
export function serverOptionsOf(limits: SlowClientLimits) {
  return {
    requestTimeout: limits.requestMs,
    keepAliveTimeout: limits.keepAliveMs,
    connectionTimeout: 0,
    http: {
      headersTimeout: limits.headersMs,
      requestTimeout: limits.requestMs,
      keepAliveTimeout: limits.keepAliveMs,
      connectionsCheckingInterval: limits.checkEveryMs,
    },
  };
}
