import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activityEvents, useInactivityTimer } from '#app/features/session/useInactivityTimer.ts';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-22T12:00:00Z') });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const minutes = (count: number) => count * 60_000;
const seconds = (count: number) => count * 1000;

function renderTimer(enabled = true) {
  const keepAlive = vi.fn();
  const onExpired = vi.fn();
  const view = renderHook((props: { enabled: boolean }) => useInactivityTimer({ ...props, keepAlive, onExpired }), {
    initialProps: { enabled },
  });
  return { ...view, keepAlive, onExpired };
}

function advance(milliseconds: number) {
  act(() => {
    vi.advanceTimersByTime(milliseconds);
  });
}

function fire(type: string) {
  act(() => {
    document.dispatchEvent(new Event(type, { bubbles: true }));
  });
}

describe('useInactivityTimer', () => {
  it('shows no warning before the last minute', () => {
    const { result } = renderTimer();
    advance(minutes(29) - seconds(1));
    expect(result.current.secondsRemaining).toBeNull();
  });

  it('warns with a minute left', () => {
    const { result } = renderTimer();
    advance(minutes(29));
    expect(result.current.secondsRemaining).toBe(60);
  });

  it('counts down every second', () => {
    const { result } = renderTimer();
    advance(minutes(29) + seconds(3));
    expect(result.current.secondsRemaining).toBe(57);
  });

  it('expires after 30 minutes without activity, once', () => {
    const { onExpired } = renderTimer();
    advance(minutes(31));
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('does not expire a second before the end', () => {
    const { onExpired } = renderTimer();
    advance(minutes(30) - seconds(1));
    expect(onExpired).not.toHaveBeenCalled();
  });

  it.each(activityEvents)('starts over on %s', (type) => {
    const { result, onExpired } = renderTimer();
    advance(minutes(29) + seconds(30));
    fire(type);
    expect(result.current.secondsRemaining).toBeNull();
    advance(minutes(29));
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('ignores events that are not activity, such as scroll', () => {
    const { onExpired } = renderTimer();
    advance(minutes(29) + seconds(30));
    fire('scroll');
    advance(seconds(31));
    expect(onExpired).toHaveBeenCalled();
  });

  it('starts over on Continue and tells the server at once', () => {
    const { result, keepAlive, onExpired } = renderTimer();
    advance(minutes(29) + seconds(30));
    keepAlive.mockClear();
    act(() => result.current.extend());
    expect(keepAlive).toHaveBeenCalledTimes(1);
    expect(result.current.secondsRemaining).toBeNull();
    advance(minutes(29));
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('tells the server on arrival', () => {
    const { keepAlive } = renderTimer();
    expect(keepAlive).toHaveBeenCalledTimes(1);
  });

  it('tells the server at most once a minute while the claimant is active, and at the end of that minute', () => {
    const { keepAlive } = renderTimer();
    keepAlive.mockClear();
    advance(seconds(10));
    fire('keydown');
    fire('pointermove');
    expect(keepAlive).not.toHaveBeenCalled();
    advance(seconds(50));
    expect(keepAlive).toHaveBeenCalledTimes(1);
  });

  it('lets activity after a sleep past the end expire the session instead of reviving it', () => {
    const { onExpired } = renderTimer();
    // A laptop lid closed: the clock jumps, no timer ran meanwhile.
    act(() => {
      vi.setSystemTime(Date.now() + minutes(45));
    });
    fire('mousedown');
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('never warns or expires on a page with the timeout disabled', () => {
    const { result, onExpired } = renderTimer(false);
    advance(minutes(45));
    expect([result.current.secondsRemaining, onExpired.mock.calls.length]).toEqual([null, 0]);
  });

  it('keeps the server session alive on a page with the timeout disabled while the claimant is active', () => {
    const { keepAlive } = renderTimer(false);
    keepAlive.mockClear();
    advance(minutes(10));
    fire('keydown');
    expect(keepAlive).toHaveBeenCalledTimes(1);
  });

  it('tells the server at once when activity answers the warning', () => {
    const { keepAlive } = renderTimer();
    advance(minutes(29) + seconds(30));
    keepAlive.mockClear();
    fire('keydown');
    expect(keepAlive).toHaveBeenCalledTimes(1);
  });

  it('keeps the click of a press that closed the warning from reaching the page beneath', () => {
    const beneath = document.body.appendChild(document.createElement('button'));
    const clicked = vi.fn();
    beneath.addEventListener('click', clicked);
    renderTimer();
    advance(minutes(29) + seconds(30));
    fire('pointerdown');
    act(() => beneath.click());
    beneath.remove();
    expect(clicked).not.toHaveBeenCalled();
  });

  it('lets clicks through when no warning was showing', () => {
    const button = document.body.appendChild(document.createElement('button'));
    const clicked = vi.fn();
    button.addEventListener('click', clicked);
    renderTimer();
    advance(minutes(10));
    fire('pointerdown');
    act(() => button.click());
    button.remove();
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('lets the next click through once the press that closed the warning is over', () => {
    const button = document.body.appendChild(document.createElement('button'));
    const clicked = vi.fn();
    button.addEventListener('click', clicked);
    renderTimer();
    advance(minutes(29) + seconds(30));
    fire('pointerdown');
    advance(seconds(2));
    act(() => button.click());
    button.remove();
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('closes the warning when the page turns the timeout off', () => {
    const { result, rerender } = renderTimer();
    advance(minutes(29) + seconds(30));
    rerender({ enabled: false });
    expect(result.current.secondsRemaining).toBeNull();
  });
});
