import { AbuseLimitSettingError } from './abuseLimits.ts';

/** How fast one client network may send API requests: a steady rate, and a burst above it. */
export interface RequestPaceLimits {
  /** Requests a second a network may keep up. */
  perSecond: number;
  /** Requests a network may send at once, above the rate (a page's start-up asks for about ten). */
  burst: number;
  /** The longest a request is held back to keep the pace; one that would wait longer is refused. */
  longestWaitMs: number;
}

/** What to do with a request: go now, wait this long first, or refuse it (try again after `retryAfterMs`). */
export type PaceDecision = { kind: 'go' } | { kind: 'wait'; ms: number } | { kind: 'refuse'; retryAfterMs: number };

/** Networks remembered at most; past it the one heard from longest ago is forgotten (a full bucket again). */
const rememberedNetworks = 100_000;

/**
 * Paces the API requests of each client network (clientNetworkOf), in this server's memory, as
 * nginx's `limit_req` with `burst` and `delay` does: a leaky bucket per network that drains at
 * `perSecond`. A request that finds room goes at once; one past the burst is held back until its
 * turn, so a loop that sends the next request as soon as the last is answered is slowed to the
 * rate instead of taking the server's time from everyone else; one whose turn is further off than
 * `longestWaitMs` is refused (429 with Retry-After). A claimant, whose browser sends about ten
 * requests at a page's start and one or two a step, never waits.
 */
export class RequestPace {
  readonly #limits: RequestPaceLimits;
  /** Per network, the time (ms) at which its bucket is empty again: now + its queue's length. */
  readonly #emptyAt = new Map<string, number>();

  constructor(limits: RequestPaceLimits) {
    this.#limits = limits;
  }

  /** Takes a place for one request from `network` at `nowMs`, and says when it may go. */
  take(network: string, nowMs: number): PaceDecision {
    const interval = 1000 / this.#limits.perSecond;
    const emptyAt = Math.max(this.#emptyAt.get(network) ?? nowMs, nowMs);
    // The bucket holds `burst` requests' worth of time; what is past it waits its turn.
    const wait = emptyAt + interval - nowMs - this.#limits.burst * interval;
    if (wait > this.#limits.longestWaitMs) return { kind: 'refuse', retryAfterMs: wait };
    this.#remember(network, emptyAt + interval);
    return wait > 0 ? { kind: 'wait', ms: Math.ceil(wait) } : { kind: 'go' };
  }

  #remember(network: string, emptyAt: number): void {
    // Deleted first so the network moves to the end: the Map's order is then the order last heard.
    this.#emptyAt.delete(network);
    this.#emptyAt.set(network, emptyAt);
    if (this.#emptyAt.size > rememberedNetworks) {
      const oldest = this.#emptyAt.keys().next().value;
      if (oldest !== undefined) this.#emptyAt.delete(oldest);
    }
  }
}

/**
 * Five requests a second per network, fifty at once: a claimant's browser sends about ten at a
 * page's start and one or two a step a minute or more apart, so even several claimants behind one
 * address (a household, an office, a mobile carrier's shared address) never wait; a loop sending
 * the next request as soon as the last is answered is held to five a second. A request that would
 * wait ten seconds or more is refused.
 */
export const defaultRequestPace: RequestPaceLimits = { perSecond: 5, burst: 50, longestWaitMs: 10_000 };

/**
 * The pace from the environment (README "Settings"): API_REQUESTS_PER_SECOND (5, or "off") and
 * API_REQUEST_BURST (50), each the default when unset.
 */
export function requestPaceFromEnvironment(environment: NodeJS.ProcessEnv = process.env): RequestPaceLimits | false {
  const perSecond = environment.API_REQUESTS_PER_SECOND?.trim();
  if (perSecond === 'off') return false;
  const burst = environment.API_REQUEST_BURST?.trim();
  /** A positive whole number, else the setting's error (`expected` says what it takes). */
  const wholeNumber = (name: string, value: string | undefined, fallback: number, expected?: string): number => {
    if (value === undefined || value === '') return fallback;
    const number = Number(value);
    if (!Number.isInteger(number) || number < 1) throw new AbuseLimitSettingError(name, value, expected);
    return number;
  };
  return {
    ...defaultRequestPace,
    perSecond: wholeNumber('API_REQUESTS_PER_SECOND', perSecond, defaultRequestPace.perSecond),
    burst: wholeNumber('API_REQUEST_BURST', burst, defaultRequestPace.burst, 'a positive whole number'),
  };
}
