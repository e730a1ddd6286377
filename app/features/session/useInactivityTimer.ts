import { useEffect, useEffectEvent, useRef, useState } from 'react';
import {
  countdownTickMilliseconds,
  minSessionDurationMilliseconds,
  sessionWarningSeconds,
} from '#pages-config/rules/session.ts';

/**
 * Spec §4: what counts as the claimant being there: keys, wheels (with the older mouse-wheel
 * events some browsers still send), mouse buttons, touches, and pointer presses and moves
 * (with their prefixed forms).
 */
export const activityEvents = [
  'keydown',
  'wheel',
  'mousewheel',
  'DOMMouseScroll',
  'mousedown',
  'touchstart',
  'touchmove',
  'pointerdown',
  'pointermove',
  'MSPointerDown',
  'MSPointerMove',
] as const;

/**
 * At most one keep-alive call a minute while the claimant is active. A call owed inside that
 * minute is made at its end, so the server's idle expiry is never earlier than the client's.
 */
export const keepAliveIntervalMilliseconds = 60_000;

/** Presses whose own click must not reach the page once they have closed the warning. */
const pressEvents: ReadonlySet<string> = new Set(['mousedown', 'touchstart', 'pointerdown', 'MSPointerDown']);

/** How long after a press closed the warning its click is still taken as part of that press. */
const pressClickMilliseconds = 1000;

export interface InactivityTimerOptions {
  /** False on pages with `enableTimeout: false` (spec §2): no countdown, no expiry. */
  enabled: boolean;
  /** Pushes the server session's idle expiry back (a call to the server). */
  keepAlive: () => void;
  /** The claimant was inactive for the whole session duration. Called once. */
  onExpired: () => void;
}

export interface InactivityTimer {
  /** Whole seconds left while the warning shows (the last minute); null otherwise. */
  secondsRemaining: number | null;
  /** Continue: the claimant is there; the session starts over here and on the server. */
  extend: () => void;
}

/**
 * The session timer of spec §4: minSessionDuration of inactivity ends the session; in its last
 * minute a countdown ticks every second; Continue or any activity event starts it over. Activity
 * is kept in a ref, not in state: pointer moves come many times a second and must not re-render.
 */
export function useInactivityTimer({ enabled, keepAlive, onExpired }: InactivityTimerOptions): InactivityTimer {
  const [secondsRemaining, setSecondsRemaining] = useState<number | null>(null);
  const lastActivity = useRef(0);
  const lastKeepAlive = useRef(Number.NEGATIVE_INFINITY);
  const owedKeepAlive = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const expired = useRef(false);
  const warningShown = useRef(false);
  const swallowClickUntil = useRef(0);

  const callKeepAlive = useEffectEvent(() => {
    clearTimeout(owedKeepAlive.current);
    owedKeepAlive.current = undefined;
    lastKeepAlive.current = Date.now();
    keepAlive();
  });

  const keepAliveSoon = useEffectEvent(() => {
    const sinceLast = Date.now() - lastKeepAlive.current;
    if (sinceLast >= keepAliveIntervalMilliseconds) callKeepAlive();
    else owedKeepAlive.current ??= setTimeout(callKeepAlive, keepAliveIntervalMilliseconds - sinceLast);
  });

  const expire = useEffectEvent(() => {
    if (expired.current) return;
    expired.current = true;
    clearTimeout(owedKeepAlive.current);
    setSecondsRemaining(null);
    onExpired();
  });

  const tick = useEffectEvent(() => {
    const left = lastActivity.current + minSessionDurationMilliseconds - Date.now();
    warningShown.current = left > 0 && left <= sessionWarningSeconds * 1000;
    if (left <= 0) expire();
    else setSecondsRemaining(warningShown.current ? Math.ceil(left / 1000) : null);
  });

  const activityHappened = useEffectEvent((event: Event) => {
    if (expired.current) return;
    // After a sleep past the end, the first touch must not revive a session the server ended.
    if (enabled && Date.now() - lastActivity.current >= minSessionDurationMilliseconds) {
      expire();
      return;
    }
    lastActivity.current = Date.now();
    if (warningShown.current) {
      // Activity answers the warning like Continue: the server hears of it at once.
      warningShown.current = false;
      callKeepAlive();
      // The warning is gone before the press ends: its click would land on whatever lay beneath.
      if (pressEvents.has(event.type)) swallowClickUntil.current = Date.now() + pressClickMilliseconds;
    } else {
      keepAliveSoon();
    }
    setSecondsRemaining(null);
  });

  const clickHappened = useEffectEvent((event: Event) => {
    if (Date.now() >= swallowClickUntil.current) return;
    swallowClickUntil.current = 0;
    event.preventDefault();
    event.stopPropagation();
  });

  // Activity keeps the server session alive on every page, exempt ones included: a claimant who
  // lingers on a page without the timer must still find a live session (and CSRF token) on Next.
  useEffect(() => {
    // Arriving here took a click or a key on the page before: it counts as activity.
    lastActivity.current = Date.now();
    keepAliveSoon();
    const listener = (event: Event) => activityHappened(event);
    const onClick = (event: Event) => clickHappened(event);
    const options = { capture: true, passive: true };
    for (const type of activityEvents) document.addEventListener(type, listener, options);
    document.addEventListener('click', onClick, { capture: true });
    return () => {
      for (const type of activityEvents) document.removeEventListener(type, listener, options);
      document.removeEventListener('click', onClick, { capture: true });
      clearTimeout(owedKeepAlive.current);
      owedKeepAlive.current = undefined;
    };
  }, []);

  useEffect(() => {
    if (!enabled) return;
    expired.current = false;
    lastActivity.current = Date.now();
    const interval = setInterval(tick, countdownTickMilliseconds);
    return () => {
      clearInterval(interval);
      warningShown.current = false;
      setSecondsRemaining(null);
    };
  }, [enabled]);

  const extend = () => {
    if (expired.current) return;
    lastActivity.current = Date.now();
    warningShown.current = false;
    setSecondsRemaining(null);
    callKeepAlive();
  };

  return { secondsRemaining: enabled ? secondsRemaining : null, extend };
}
