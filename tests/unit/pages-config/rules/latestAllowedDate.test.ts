import { describe, expect, it } from 'vitest';
import { latestAllowedDate } from '#pages-config/rules/validation.ts';

// 2026-11-22 07:00 UTC is still 2026-11-21 in Los Angeles.
const now = new Date('2026-11-22T07:00:00Z');

describe('latestAllowedDate (where an empty date field opens its calendar)', () => {
  it("is a date of birth's latest accepted day: the range's max, before today", () => {
    expect(
      latestAllowedDate(
        [
          { type: 'validDate', formats: 'MM/dd/yyyy' },
          { type: 'preventFutureDate' },
          { type: 'range', max: '01/15/2008' },
        ],
        { now },
      ),
    ).toEqual({ year: 2008, month: 1, day: 15 });
  });

  it('is today in Los Angeles for a date that may not be in the future', () => {
    expect(latestAllowedDate([{ type: 'preventFutureShortDate' }], { now })).toEqual({
      year: 2026,
      month: 11,
      day: 21,
    });
  });

  it("is the earliest of several maxima, 'today' among them", () => {
    expect(
      latestAllowedDate(
        [
          { type: 'between', min: '01/01/1900', max: 'today' },
          { type: 'range', max: '12/31/2030' },
        ],
        { now },
      ),
    ).toEqual({ year: 2026, month: 11, day: 21 });
  });

  it('is null when nothing bounds the date from above, or the bound is a number', () => {
    expect(latestAllowedDate([{ type: 'range', min: '01/01/2000' }], { now })).toBeNull();
    expect(latestAllowedDate([{ type: 'range', max: 10 }], { now })).toBeNull();
    expect(latestAllowedDate(undefined, { now })).toBeNull();
  });
});
