/**
 * The limits that resist credential guessing and bots, with their defaults. Every budget but the
 * per-minute pre-filter is counted in the database, so it holds the same across every server
 * sharing it. A limit set to false is off.
 *
 * The authorize budgets follow NIST SP 800-63B §5.2.2 "Rate limiting (throttling)" (§3.2.2 in
 * SP 800-63B-4): no budget refuses a member's right PIN. A full budget escalates to the two
 * measures NIST names to keep an attacker from locking the real claimant out: a bot challenge
 * (the captcha, which every authorize carries while it is on, spec §6) and waits after failures
 * that grow from 30 seconds up to an hour, imposed on the network that failed, never on another.
 * The figures are `nistThrottling`'s.
 */

/** At most `max` events in any `windowMinutes`. */
export interface Budget {
  max: number;
  windowMinutes: number;
}

/** NIST SP 800-63B §5.2.2 (SP 800-63B-4 §3.2.2), the figures the authorize budgets escalate by. */
export const nistThrottling = {
  /**
   * "No more than 100" consecutive failed attempts on one account (here a Notice ID; a right PIN
   * starts the count again). Past it NIST would disable the authenticator: here that would be the
   * lockout a stranger can cause, so instead every network failing on that Notice ID waits the
   * longest wait at once, and the server logs the Notice ID for the operator (server/README.md).
   */
  consecutiveFailureCeiling: 100,
  /** The first wait after a failure past a budget: NIST's "30 seconds …". */
  firstWaitSeconds: 30,
  /** "… up to an hour": each further failure doubles the wait up to this. */
  longestWaitSeconds: 60 * 60,
  /**
   * How long a network's (or Notice ID's) last wait is remembered once it is over: a failure
   * within this doubles it, a later one starts again at the first wait.
   */
  waitMemorySeconds: 60 * 60,
} as const;

export interface AbuseLimits {
  /**
   * Failed authorizes (wrong credentials, or a form the member may not file) per Notice ID, since
   * its last right PIN, over a sliding window, exact across servers. Past it the Notice ID is
   * challenged: each failure on it makes the network that failed wait (NIST's waits), and with
   * the captcha off, the Notice ID itself waits too (the challenge NIST would rather have cannot
   * be asked). Never a lock: a right PIN after the wait, or with the captcha solved, gets in.
   * Default 10 a day, far under NIST's ceiling of 100, which a setting may not exceed.
   */
  authorizeFailuresPerNotice: Budget | false;
  /**
   * Failed authorizes per client network, over a sliding window. Each failure past it makes that
   * network wait (NIST's waits). Default 30 an hour.
   */
  authorizeFailuresPerAddress: Budget | false;
  /**
   * Failed authorizes over the whole site, over a sliding window: a ceiling on guesses sprayed
   * across Notice IDs from many addresses. Past it every failure makes its network wait (NIST's
   * waits); with the captcha on, every attempt carries a solved challenge as well. Default 5,000
   * an hour; raise it for a very large campaign.
   */
  authorizeFailuresOverall: Budget | false;
  /** Claim submissions per client address, in fixed windows. Default 20 an hour. */
  submitsPerAddress: Budget | false;
  /** Claim submissions per session, in fixed windows. Default 10 an hour. */
  submitsPerSession: Budget | false;
  /**
   * Refused submissions (answered 400, 413, 415 or 422: invalid answers, parts or files, a spent
   * claim limit) per Notice ID, in fixed windows, from any session or address. Past it the
   * member's submissions are refused with 429 before a byte of their body is read, so a bot that
   * signed in once cannot make the server parse bait for ever by moving to new sessions and
   * addresses. A claimant's own browser checks every answer first, so the server refusing ten is
   * already far from a person's mistakes. Default 10 an hour.
   */
  refusedSubmitsPerNotice: Budget | false;
  /**
   * Seconds the 429 of a member past `refusedSubmitsPerNotice` is held before it is answered (a
   * tarpit, security/refusalHold.ts): only a bot meets it, and one that waits for each answer is
   * slowed to one refused submission a hold, whatever new session and address it moves to.
   * Default 5; 0 answers at once.
   */
  refusedSubmitHoldSeconds: number;
  /**
   * Seconds the answer to wrong credentials (and to a filled honeypot, which must look the same)
   * is held (security/refusalHold.ts), as Linux's pam_faildelay holds a failed login: a claimant
   * who mistyped reads the error a moment later; a guesser that waits for each answer, as a
   * credential-stuffing script does, makes one guess a hold per connection, whatever address it
   * moves to. Default 1; 0 answers at once.
   */
  failedAuthorizeHoldSeconds: number;
  /**
   * Days the authorize audit trail is kept before it is pruned: the attempts that reached the
   * credentials check, the hourly counts of refused ones, and each Notice ID's failure count.
   * Default 90.
   */
  authorizeAuditDays: number;
}

export const defaultAbuseLimits: AbuseLimits = {
  authorizeFailuresPerNotice: { max: 10, windowMinutes: 24 * 60 },
  authorizeFailuresPerAddress: { max: 30, windowMinutes: 60 },
  authorizeFailuresOverall: { max: 5000, windowMinutes: 60 },
  submitsPerAddress: { max: 20, windowMinutes: 60 },
  submitsPerSession: { max: 10, windowMinutes: 60 },
  refusedSubmitsPerNotice: { max: 10, windowMinutes: 60 },
  refusedSubmitHoldSeconds: 5,
  failedAuthorizeHoldSeconds: 1,
  authorizeAuditDays: 90,
};

/** A setting that is not a positive whole number or "off". */
export class AbuseLimitSettingError extends Error {
  constructor(name: string, value: string, expected = 'a positive whole number, or "off"') {
    super(`${name}: ${expected}, not "${value}".`);
    this.name = 'AbuseLimitSettingError';
  }
}

function countSetting(
  name: string,
  value: string | undefined,
  fallback: Budget | false,
  ceiling = Number.MAX_SAFE_INTEGER,
): Budget | false {
  if (value === undefined || value.trim() === '') return fallback;
  if (value.trim() === 'off') return false;
  const max = Number(value);
  if (!Number.isInteger(max) || max < 1) throw new AbuseLimitSettingError(name, value);
  if (max > ceiling)
    throw new AbuseLimitSettingError(name, value, `at most ${ceiling} (NIST SP 800-63B §5.2.2's ceiling)`);
  // The window stays the default's: the variables set how many, the documentation says per what.
  return { max, windowMinutes: (fallback || { windowMinutes: 60 }).windowMinutes };
}

/**
 * The limits from the environment (README "Settings"), each the default when unset:
 * AUTHORIZE_FAILURES_PER_NOTICE (a day, at most 100), AUTHORIZE_FAILURES_PER_ADDRESS (an hour),
 * AUTHORIZE_FAILURES_OVERALL (an hour), SUBMITS_PER_ADDRESS (an hour), SUBMITS_PER_SESSION (an
 * hour), REFUSED_SUBMITS_PER_NOTICE (an hour), REFUSED_SUBMIT_HOLD_SECONDS, AUTHORIZE_FAILURE_HOLD_SECONDS, AUTHORIZE_AUDIT_DAYS. "off" turns a limit off.
 */
export function abuseLimitsFromEnvironment(environment: NodeJS.ProcessEnv = process.env): AbuseLimits {
  const defaults = defaultAbuseLimits;
  const auditDays = environment.AUTHORIZE_AUDIT_DAYS?.trim();
  if (auditDays && !(Number.isInteger(Number(auditDays)) && Number(auditDays) >= 1))
    throw new AbuseLimitSettingError('AUTHORIZE_AUDIT_DAYS', auditDays);
  const seconds = (name: string, fallback: number): number => {
    const value = environment[name]?.trim();
    if (!value) return fallback;
    if (!(Number.isInteger(Number(value)) && Number(value) >= 0))
      throw new AbuseLimitSettingError(name, value, 'a whole number of seconds, 0 or more');
    return Number(value);
  };
  return {
    authorizeFailuresPerNotice: countSetting(
      'AUTHORIZE_FAILURES_PER_NOTICE',
      environment.AUTHORIZE_FAILURES_PER_NOTICE,
      defaults.authorizeFailuresPerNotice,
      nistThrottling.consecutiveFailureCeiling,
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
    refusedSubmitsPerNotice: countSetting(
      'REFUSED_SUBMITS_PER_NOTICE',
      environment.REFUSED_SUBMITS_PER_NOTICE,
      defaults.refusedSubmitsPerNotice,
    ),
    refusedSubmitHoldSeconds: seconds('REFUSED_SUBMIT_HOLD_SECONDS', defaults.refusedSubmitHoldSeconds),
    failedAuthorizeHoldSeconds: seconds('AUTHORIZE_FAILURE_HOLD_SECONDS', defaults.failedAuthorizeHoldSeconds),
    authorizeAuditDays: auditDays ? Number(auditDays) : defaults.authorizeAuditDays,
  };
}
