/**
 * How long what the site keeps about visits, not claims, is kept before it is pruned (README
 * "Settings"). Claims, their documents and the class-member list are never pruned.
 */
export interface RetentionPeriods {
  /**
   * Days tracked field values (spec §7 tracking) are kept: long enough for the case team's
   * reports over a claims period, short enough not to hoard what people typed. Default 90, as the
   * authorize audit trail (AUTHORIZE_AUDIT_DAYS).
   */
  trackingEventDays: number;
}

export const defaultRetention: RetentionPeriods = { trackingEventDays: 90 };

/** TRACKING_RETENTION_DAYS: a positive whole number of days; the default when unset. */
export function retentionFromEnvironment(environment: NodeJS.ProcessEnv = process.env): RetentionPeriods {
  const days = environment.TRACKING_RETENTION_DAYS?.trim();
  if (!days) return defaultRetention;
  if (!(Number.isInteger(Number(days)) && Number(days) >= 1))
    throw new Error(`TRACKING_RETENTION_DAYS: a positive whole number of days, not "${days}".`);
  return { trackingEventDays: Number(days) };
}
