/**
 * How the session cookie is marked and how long a session may live, from the environment
 * (SECURE_COOKIES, SESSION_LIFETIME_HOURS, CLAIMKIT_ENVIRONMENT).
 */

/**
 * A session ends this long after it started, however active (NIST SP 800-63B 4.2.3: at AAL2,
 * reauthentication at least once per 12 hours of an extended session, whatever the activity; the
 * 30 idle minutes are the other half of that rule). A claim takes minutes; a session still in use
 * after 12 hours is more likely a stolen cookie than a claimant.
 */
export const defaultSessionLifetimeHours = 12;

export interface SessionSettings {
  /**
   * Mark the session cookie Secure and name it __Host- (sessionCookieNameOf). On by default: a
   * deployment that forgets a switch stays safe. Off in development and with SECURE_COOKIES=false,
   * for a server reached over plain HTTP at another address than localhost (browsers drop a
   * Secure cookie there).
   */
  secureCookies: boolean;
  /** Hours from a session's start after which it ends, whatever the activity. */
  lifetimeHours: number;
}

/** A setting the server cannot start with; the message names the variable and what to set. */
export class SessionSettingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SessionSettingError';
  }
}

export function sessionSettingsFromEnvironment(environment: NodeJS.ProcessEnv): SessionSettings {
  const development = environment.CLAIMKIT_ENVIRONMENT === 'development';
  const secure = environment.SECURE_COOKIES?.trim().toLowerCase();
  let secureCookies = !development;
  if (secure === 'true' || secure === '1') secureCookies = true;
  else if (secure === 'false' || secure === '0') secureCookies = false;
  else if (secure !== undefined && secure !== '')
    throw new SessionSettingError(`SECURE_COOKIES: true or false, not "${environment.SECURE_COOKIES}".`);

  const lifetime = environment.SESSION_LIFETIME_HOURS?.trim();
  const lifetimeHours = lifetime ? Number(lifetime) : defaultSessionLifetimeHours;
  if (!(Number.isFinite(lifetimeHours) && lifetimeHours > 0))
    throw new SessionSettingError(
      `SESSION_LIFETIME_HOURS: a number of hours above 0 (${defaultSessionLifetimeHours} by default), not "${lifetime}".`,
    );
  return { secureCookies, lifetimeHours };
}
