/**
 * The limits that resist credential guessing and bots, with their defaults. Every budget but the
 * per-minute pre-filter is counted in the database, so it holds the same across every server
 * sharing it. A limit set to false is off.
 */

/** At most `max` events in any `windowMinutes`. */
export interface Budget {
  max: number;
  windowMinutes: number;
}

export interface AbuseLimits {
  /**
   * Failed authorizes (wrong credentials, or a form the member may not file) per Notice ID, over a
   * sliding window, exact across servers. Then the Notice ID is refused until the oldest failure
   * leaves the window, whatever PIN is sent. Default 10 a day (anchor-perf-security.md §4.6).
   */
  authorizeFailuresPerNotice: Budget | false;
  /** Failed authorizes per client address, over a sliding window. Default 30 an hour. */
  authorizeFailuresPerAddress: Budget | false;
  /**
   * Failed authorizes over the whole site, over a sliding window: a ceiling on guesses sprayed
   * across Notice IDs from many addresses. Default 5,000 an hour; raise it for a very large campaign.
   */
  authorizeFailuresOverall: Budget | false;
  /** Claim submissions per client address, in fixed windows. Default 20 an hour. */
  submitsPerAddress: Budget | false;
  /** Claim submissions per session, in fixed windows. Default 10 an hour. */
  submitsPerSession: Budget | false;
  /** Days the authorize audit trail is kept before it is pruned. Default 90. */
  authorizeAuditDays: number;
}

export const defaultAbuseLimits: AbuseLimits = {
  authorizeFailuresPerNotice: { max: 10, windowMinutes: 24 * 60 },
  authorizeFailuresPerAddress: { max: 30, windowMinutes: 60 },
  authorizeFailuresOverall: { max: 5000, windowMinutes: 60 },
  submitsPerAddress: { max: 20, windowMinutes: 60 },
  submitsPerSession: { max: 10, windowMinutes: 60 },
  authorizeAuditDays: 90,
};

/** A setting that is not a positive whole number or "off". */
export class AbuseLimitSettingError extends Error {
  constructor(name: string, value: string) {
    super(`${name}: a positive whole number, or "off", not "${value}".`);
    this.name = 'AbuseLimitSettingError';
  }
}

function countSetting(name: string, value: string | undefined, fallback: Budget | false): Budget | false {
  if (value === undefined || value.trim() === '') return fallback;
  if (value.trim() === 'off') return false;
  const max = Number(value);
  if (!Number.isInteger(max) || max < 1) throw new AbuseLimitSettingError(name, value);
  // The window stays the default's: the variables set how many, the documentation says per what.
  return { max, windowMinutes: (fallback || { windowMinutes: 60 }).windowMinutes };
}

/**
 * The limits from the environment (README "Settings"), each the default when unset:
 * AUTHORIZE_FAILURES_PER_NOTICE (a day), AUTHORIZE_FAILURES_PER_ADDRESS (an hour),
 * AUTHORIZE_FAILURES_OVERALL (an hour), SUBMITS_PER_ADDRESS (an hour), SUBMITS_PER_SESSION (an
 * hour), AUTHORIZE_AUDIT_DAYS. "off" turns a limit off.
 */
export function abuseLimitsFromEnvironment(environment: NodeJS.ProcessEnv = process.env): AbuseLimits {
  const defaults = defaultAbuseLimits;
  const auditDays = environment.AUTHORIZE_AUDIT_DAYS?.trim();
  if (auditDays && !(Number.isInteger(Number(auditDays)) && Number(auditDays) >= 1))
    throw new AbuseLimitSettingError('AUTHORIZE_AUDIT_DAYS', auditDays);
  return {
    authorizeFailuresPerNotice: countSetting(
      'AUTHORIZE_FAILURES_PER_NOTICE',
      environment.AUTHORIZE_FAILURES_PER_NOTICE,
      defaults.authorizeFailuresPerNotice,
    ),
    authorizeFailuresPerAddress: countSetting(
      'AUTHORIZE_FAILURES_PER_ADDRESS',
      environment.AUTHORIZE_FAILURES_PER_ADDRESS,
      defaults.authorizeFailuresPerAddress,
    ),
    authorizeFailuresOverall: countSetting(
      'AUTHORIZE_FAILURES_OVERALL',
      environment.AUTHORIZE_FAILURES_OVERALL,
      defaults.authorizeFailuresOverall,
    ),
    submitsPerAddress: countSetting('SUBMITS_PER_ADDRESS', environment.SUBMITS_PER_ADDRESS, defaults.submitsPerAddress),
    submitsPerSession: countSetting('SUBMITS_PER_SESSION', environment.SUBMITS_PER_SESSION, defaults.submitsPerSession),
    authorizeAuditDays: auditDays ? Number(auditDays) : defaults.authorizeAuditDays,
  };
}
