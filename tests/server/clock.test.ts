import { describe, expect, it } from 'vitest';
import { clockStartingAt } from '#server/clock.ts';

describe('clockStartingAt (CLAIMKIT_NOW)', () => {
  it('is the real clock when no start is given', () => {
    const real = () => new Date('2026-11-22T12:00:00Z');
    expect(clockStartingAt(undefined, real)().toISOString()).toBe('2026-11-22T12:00:00.000Z');
  });

  it('starts at the given instant and runs on at normal speed', () => {
    let real = new Date('2026-11-22T12:00:00Z');
    const clock = clockStartingAt('2027-07-01T07:00:00Z', () => real);
    expect(clock().toISOString()).toBe('2027-07-01T07:00:00.000Z');
    real = new Date(real.getTime() + 90_000);
    expect(clock().toISOString()).toBe('2027-07-01T07:01:30.000Z');
  });

  it('refuses a start that is not an instant, saying how to write one', () => {
    expect(() => clockStartingAt('July 1st')).toThrow('CLAIMKIT_NOW must be an ISO 8601 instant');
  });
});
