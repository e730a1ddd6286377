import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { RetentionPeriods } from '../../database/retention.ts';
import type { Database } from '../../database/schema.ts';
import type { AbuseLimits } from '../../security/abuseLimits.ts';
import { pruneAuthorizeAttempts } from '../../security/authorizeAttempts.ts';
import { pruneRequestCounters } from '../../security/requestCounters.ts';
import { pruneSessions } from '../../sessions/sessionStore.ts';
import { pruneTrackingEvents } from '../../telemetry/trackingRepository.ts';

export interface RetentionPluginOptions {
  limits: AbuseLimits;
  retention: RetentionPeriods;
  now: () => Date;
  /** How often everything past its period is pruned (default every 15 minutes; false: only at start). */
  pruneEveryMinutes?: number | false;
}

/**
 * Removes everything past its period, each table in batches (deleteInBatches): the authorize audit
 * trail and the counts of refused attempts (AUTHORIZE_AUDIT_DAYS), Notice ID failure counts and
 * network waits no longer needed, request counters whose window has ended, expired sessions, and
 * tracked values older than TRACKING_RETENTION_DAYS.
 */
export async function pruneExpired(
  db: Kysely<Database>,
  options: Pick<RetentionPluginOptions, 'limits' | 'retention'>,
  now: Date,
): Promise<void> {
  await pruneAuthorizeAttempts(db, options.limits, now);
  await pruneRequestCounters(db, now);
  await pruneSessions(db, now);
  await pruneTrackingEvents(db, options.retention.trackingEventDays, now);
}

/**
 * Nothing the site keeps about visits grows without bound: at start, then every 15 minutes, what
 * is past its period is pruned (pruneExpired). A prune still running when the next is due is not
 * started twice.
 */
export const retentionPlugin = fp<RetentionPluginOptions>(
  async (app, options) => {
    let running = false;
    const prune = async () => {
      if (running) return;
      running = true;
      try {
        await pruneExpired(app.db, options, options.now());
      } catch (error) {
        app.log.error({ err: error }, 'pruning what is past its retention period failed');
      } finally {
        running = false;
      }
    };
    await prune();
    const minutes = options.pruneEveryMinutes ?? 15;
    if (minutes !== false) {
      const timer = setInterval(() => void prune(), minutes * 60_000);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }
  },
  { name: 'retention', dependencies: ['database'] },
);
