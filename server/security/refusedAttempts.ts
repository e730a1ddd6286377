import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import { clientNetworkOf } from './clientNetwork.ts';

/**
 * Why an authorize attempt was refused before its credentials were checked:
 * - rate-limited: the network sent too many attempts a minute (the in-memory pre-filter);
 * - network-waiting: the network is waiting after failures past a budget (authorizeWaits.ts);
 * - notice-waiting: the Notice ID is waiting after failures past its budget (captcha off only);
 * - honeypot: the field no person sees was filled; answered as wrong credentials;
 * - captcha-required: no captcha token, while the captcha is on;
 * - captcha-refused: a token the provider refused (forged, expired, used already);
 * - invalid: no credentials model, or values that fail its rules (a PIN of the wrong shape).
 */
export type RefusedOutcome =
  | 'rate-limited'
  | 'network-waiting'
  | 'notice-waiting'
  | 'honeypot'
  | 'captcha-required'
  | 'captcha-refused'
  | 'invalid';

/** One refused attempt, as far as the tally keeps it: no Notice ID, no user agent, no address but its network. */
export interface RefusedAttempt {
  formType: string;
  clientIp: string | null;
  outcome: RefusedOutcome;
}

interface Count {
  hourStart: string;
  clientNetwork: string;
  formType: string;
  outcome: RefusedOutcome;
  count: number;
}

const hourMilliseconds = 60 * 60_000;

const keyOf = (count: Omit<Count, 'count'>) =>
  JSON.stringify([count.hourStart, count.clientNetwork, count.formType, count.outcome]);

/** Distinct counts held before a flush is started early, so a botnet of many networks cannot grow memory. */
const maximumHeldCounts = 5_000;

/**
 * The refused attempts of this server, counted in memory per hour, client network, form type and
 * outcome, and added to refused_attempts at each flush (the abuse-resistance plugin flushes every
 * few seconds and on close). A flood from one address thus costs one upsert per flush, not a
 * write per request: the refusals stay cheap, and the table grows by one row an hour per network
 * and reason, however many attempts (a row each was about 2,000 a second from one address). A
 * crash loses at most the counts of one flush interval.
 */
export class RefusedAttemptTally {
  readonly #counts = new Map<string, Count>();
  readonly #onFull: () => void;

  /** `onFull` is called when the tally holds enough distinct counts that it should be flushed now. */
  constructor(onFull: () => void = () => {}) {
    this.#onFull = onFull;
  }

  /** How many distinct (hour, network, form type, outcome) counts wait for the next flush. */
  get size(): number {
    return this.#counts.size;
  }

  count(attempt: RefusedAttempt, now: Date): void {
    const hourStart = new Date(Math.floor(now.getTime() / hourMilliseconds) * hourMilliseconds).toISOString();
    const clientNetwork = attempt.clientIp === null ? '' : clientNetworkOf(attempt.clientIp);
    const counted = { hourStart, clientNetwork, formType: attempt.formType, outcome: attempt.outcome, count: 1 };
    const held = this.#counts.get(keyOf(counted));
    if (held) held.count += 1;
    else {
      this.#counts.set(keyOf(counted), counted);
      if (this.#counts.size === maximumHeldCounts) this.#onFull();
    }
  }

  /**
   * Adds the held counts to refused_attempts, in one transaction (one upsert per count, adding to
   * what other servers wrote). On failure the counts are kept for the next flush, and it throws.
   */
  async flush(db: Kysely<Database>): Promise<void> {
    if (this.#counts.size === 0) return;
    const counts = [...this.#counts.values()];
    this.#counts.clear();
    try {
      await db.transaction().execute(async (transaction) => {
        for (const held of counts)
          await transaction
            .insertInto('refused_attempts')
            .values({
              hour_start: held.hourStart,
              client_network: held.clientNetwork,
              form_type: held.formType,
              outcome: held.outcome,
              count: held.count,
            })
            .onConflict((conflict) =>
              conflict
                .columns(['hour_start', 'client_network', 'form_type', 'outcome'])
                .doUpdateSet((update) => ({ count: update.eb('refused_attempts.count', '+', held.count) })),
            )
            .execute();
      });
    } catch (error) {
      for (const held of counts) {
        const newer = this.#counts.get(keyOf(held));
        if (newer) newer.count += held.count;
        else this.#counts.set(keyOf(held), held);
      }
      throw error;
    }
  }
}
