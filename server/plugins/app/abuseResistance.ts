import fp from 'fastify-plugin';
import type { AbuseLimits } from '../../security/abuseLimits.ts';
import { hmacSha256Hex } from '../../security/hashing.ts';
import { RefusedAttemptTally, type RefusedAttempt } from '../../security/refusedAttempts.ts';

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
      /** Counts an authorize attempt refused before its credentials were checked (refusedAttempts.ts). */
      countRefused(attempt: RefusedAttempt): void;
      /** Writes the refused attempts counted so far to refused_attempts (also done every few seconds and on close). */
      flushRefused(): Promise<void>;
    };
  }
}

export interface AbuseResistancePluginOptions {
  limits: AbuseLimits;
  claimsPerMember: number;
  pinPepper: string;
  now: () => Date;
  /** Whether the captcha is on: without it the budgets fall back to waits, which start-up warns of. */
  captchaEnabled: boolean;
  /** How often the refused attempts counted in memory are written (default every 5 seconds). */
  refusedFlushSeconds?: number;
}

/**
 * The limits against guessing and bots, and the tally of attempts they refuse before any
 * credentials are checked: counted in memory, written every few seconds and on close.
 */
export const abuseResistancePlugin = fp<AbuseResistancePluginOptions>(
  async (app, options) => {
    const flush = async () => {
      try {
        await tally.flush(app.db);
      } catch (error) {
        app.log.error({ err: error }, 'writing the counts of refused authorize attempts failed; kept for the next try');
      }
    };
    const tally = new RefusedAttemptTally(() => void flush());

    app.decorate('abuse', {
      limits: options.limits,
      claimsPerMember: options.claimsPerMember,
      signalKey: hmacSha256Hex(options.pinPepper, 'claimkit claim signals v1'),
      countRefused: (attempt: RefusedAttempt) => tally.count(attempt, options.now()),
      flushRefused: flush,
    });

    if (!options.captchaEnabled)
      app.log.warn(
        'The captcha is off (no CAPTCHA_SITE_KEY, or development): past its failures a Notice ID waits between attempts (30 seconds doubling up to an hour) instead of asking for the captcha, and the site-wide budget falls back to waits per network. Set CAPTCHA_SITE_KEY and CAPTCHA_SECRET in production.',
      );

    const timer = setInterval(() => void flush(), (options.refusedFlushSeconds ?? 5) * 1000);
    timer.unref();
    // Before the database closes (its onClose hook runs after this one: hooks run in reverse order).
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await flush();
    });
  },
  { name: 'abuse-resistance', dependencies: ['database'] },
);
