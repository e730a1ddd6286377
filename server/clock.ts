/**
 * The server's clock. Deadlines, session expiry and signature dates read it, so tests can move
 * time: `buildApp({ now })` in server tests, CLAIMKIT_NOW for a whole server (end-to-end runs,
 * a rehearsal of the day after a deadline).
 */
export type Clock = () => Date;

/**
 * The real clock, or, with `startAt` (an ISO 8601 instant), one that starts there when the server
 * starts and then runs at normal speed, so sessions still age and expire.
 */
export function clockStartingAt(startAt: string | undefined, realNow: Clock = () => new Date()): Clock {
  if (!startAt) return realNow;
  const start = Date.parse(startAt);
  if (Number.isNaN(start))
    throw new Error(`CLAIMKIT_NOW must be an ISO 8601 instant, e.g. 2027-07-01T12:00:00Z, not "${startAt}".`);
  const offset = start - realNow().getTime();
  return () => new Date(realNow().getTime() + offset);
}
