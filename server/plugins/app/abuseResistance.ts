import fp from 'fastify-plugin';
import type { AbuseLimits } from '../../security/abuseLimits.ts';
import { pruneAuthorizeAttempts } from '../../security/authorizeAttempts.ts';
import { hmacSha256Hex } from '../../security/hashing.ts';
import { pruneRequestCounters } from '../../security/requestCounters.ts';

declare module 'fastify' {
  interface FastifyInstance {
    abuse: {
      readonly limits: AbuseLimits;
      /** Claims one member may file with each claim form: the settlement's claimsPerMember, unless replaced. */
      readonly claimsPerMember: number;
      /**
       * The key of the hashes claim signals match claims by (address, email, payout account):
       * derived from the PIN pepper, so it stays out of the database like the pepper, and is the
       * same on every server sharing it.
       */
      readonly signalKey: string;
    };
  }
}

export interface AbuseResistancePluginOptions {
  limits: AbuseLimits;
  claimsPerMember: number;
  pinPepper: string;
  now: () => Date;
  /** How often old attempts and counters are pruned (default every 15 minutes; false: only at start). */
  pruneEveryMinutes?: number | false;
}

/**
 * The limits against guessing and bots, and the pruning of what they count: at start, then every
 * 15 minutes, audit rows past their retention, lock rows and counters past their window go.
 */
export const abuseResistancePlugin = fp<AbuseResistancePluginOptions>(
  async (app, options) => {
    app.decorate('abuse', {
      limits: options.limits,
      claimsPerMember: options.claimsPerMember,
      signalKey: hmacSha256Hex(options.pinPepper, 'claimkit claim signals v1'),
    });

    const prune = async () => {
      try {
        await pruneAuthorizeAttempts(app.db, options.limits, options.now());
        await pruneRequestCounters(app.db, options.now());
      } catch (error) {
        app.log.error({ err: error }, 'pruning authorize attempts and request counters failed');
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
  { name: 'abuse-resistance', dependencies: ['database'] },
);
