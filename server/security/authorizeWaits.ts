import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../database/schema.ts';
import { nistThrottling } from './abuseLimits.ts';

/** A wait imposed after a failure: how long, and until when. */
export interface Wait {
  seconds: number;
  until: Date;
}

/** The last wait of a network or Notice ID, as stored; nulls when it has had none. */
export interface PreviousWait {
  seconds: number | null;
  until: string | null;
}

/**
 * The wait a failure past a budget earns (NIST SP 800-63B §5.2.2: "30 seconds up to an hour"):
 * the first wait, or twice the previous one while that is remembered, never longer than the
 * longest; the longest at once when `longest` is asked (a Notice ID at NIST's ceiling of
 * consecutive failures).
 */
export function nextWait(previous: PreviousWait, now: Date, longest = false): Wait {
  const { firstWaitSeconds, longestWaitSeconds, waitMemorySeconds } = nistThrottling;
  const remembered =
    previous.seconds !== null &&
    previous.seconds > 0 &&
    previous.until !== null &&
    Date.parse(previous.until) + waitMemorySeconds * 1000 > now.getTime();
  const seconds = longest
    ? longestWaitSeconds
    : remembered
      ? Math.min((previous.seconds ?? 0) * 2, longestWaitSeconds)
      : firstWaitSeconds;
  return { seconds, until: new Date(now.getTime() + seconds * 1000) };
}

/** Until when a client network waits before its next authorize attempt, or null when it need not. */
export async function networkWaitEnd(db: Kysely<Database>, clientNetwork: string, now: Date): Promise<Date | null> {
  const row = await db
    .selectFrom('network_waits')
    .select('wait_until')
    .where('client_network', '=', clientNetwork)
    .executeTakeFirst();
  return row && Date.parse(row.wait_until) > now.getTime() ? new Date(row.wait_until) : null;
}

/**
 * Makes a client network wait its next wait, in the failed attempt's transaction. The upsert that
 * reads the previous wait also takes the network's row lock (as notice_attempt_locks does for a
 * Notice ID), so failures of one network on several servers at once double the wait in turn.
 * Taken after the Notice ID's row, always in that order: no two attempts wait on each other.
 */
export async function imposeNetworkWait(
  transaction: Transaction<Database>,
  clientNetwork: string,
  now: Date,
  longest: boolean,
): Promise<Wait> {
  const previous = await transaction
    .insertInto('network_waits')
    .values({ client_network: clientNetwork, wait_seconds: 0, wait_until: now.toISOString() })
    .onConflict((conflict) =>
      conflict
        .column('client_network')
        .doUpdateSet((update) => ({ wait_seconds: update.ref('network_waits.wait_seconds') })),
    )
    .returning(['wait_seconds', 'wait_until'])
    .executeTakeFirstOrThrow();
  const wait = nextWait({ seconds: previous.wait_seconds, until: previous.wait_until }, now, longest);
  await transaction
    .updateTable('network_waits')
    .set({ wait_seconds: wait.seconds, wait_until: wait.until.toISOString() })
    .where('client_network', '=', clientNetwork)
    .execute();
  return wait;
}
