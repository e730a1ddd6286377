/**
 * The session timing of spec §3, §4 and §9, shared so the server's idle expiry and the client's
 * inactivity timer are the same length and cannot drift apart.
 */

/** Spec §3 minSessionDuration 30: minutes of inactivity after which a session ends, on both sides. */
export const minSessionDurationMinutes = 30;

/** Spec §9: the timeout warning opens this long before the end. */
export const sessionWarningSeconds = 60;

/** Spec §9: the countdown ticks every second. */
export const countdownTickMilliseconds = 1000;

export const minSessionDurationMilliseconds = minSessionDurationMinutes * 60_000;
