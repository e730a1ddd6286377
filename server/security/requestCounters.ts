import type { Kysely } from 'kysely';
import { deleteInBatches } from '../database/deleteInBatches.ts';
import type { Database } from '../database/schema.ts';
import type { Budget } from './abuseLimits.ts';

/** Where a counter stands after counting one more request. */
export interface CounterState {
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Seconds until the window ends and the count starts again. */
  secondsLeft: number;
}

/**
 * Counts one request against a fixed-window counter kept in the database, and says where it
 * stands. One statement, an upsert that adds one and returns the sum, so every server sharing the
 * database counts the same, with no read-then-write race (the same SQL on SQLite and PostgreSQL).
 */
export async function countRequest(
  db: Kysely<Database>,
  key: string,
  budget: Budget,
  now: Date,
): Promise<CounterState> {
  const window = windowOf(budget, now);
  const row = await db
    .insertInto('request_counters')
    .values({
      counter_key: key,
      window_start: new Date(window.start).toISOString(),
      count: 1,
      expires_at: new Date(window.end).toISOString(),
    })
    .onConflict((conflict) =>
      conflict
        .columns(['counter_key', 'window_start'])
        .doUpdateSet((update) => ({ count: update.eb('request_counters.count', '+', 1) })),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), secondsLeft: window.secondsLeft };
}

/** Where a counter stands in the current window, without counting anything. */
export async function readCounter(db: Kysely<Database>, key: string, budget: Budget, now: Date): Promise<CounterState> {
  const window = windowOf(budget, now);
  const row = await db
    .selectFrom('request_counters')
    .select('count')
    .where('counter_key', '=', key)
    .where('window_start', '=', new Date(window.start).toISOString())
    .executeTakeFirst();
  return { count: Number(row?.count ?? 0), secondsLeft: window.secondsLeft };
}

/** The fixed window `now` falls in, in epoch milliseconds, and the whole seconds left of it. */
function windowOf(budget: Budget, now: Date): { start: number; end: number; secondsLeft: number } {
  const windowMs = budget.windowMinutes * 60_000;
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  const end = start + windowMs;
  return { start, end, secondsLeft: Math.max(1, Math.ceil((end - now.getTime()) / 1000)) };
}

/** Removes, in batches, the counters whose window has ended. */
export async function pruneRequestCounters(db: Kysely<Database>, now: Date): Promise<void> {
  await deleteInBatches((limit) =>
    db
      .deleteFrom('request_counters')
      .where((eb) =>
        eb(
          eb.refTuple('counter_key', 'window_start'),
          'in',
          eb
            .selectFrom('request_counters')
            .select(['counter_key', 'window_start'])
            .where('expires_at', '<=', now.toISOString())
            .limit(limit)
            .$asTuple('counter_key', 'window_start'),
        ),
      )
      .executeTakeFirstOrThrow(),
  );
}
