import { describe, expect, it } from 'vitest';
import { parseUserDate, todayInLosAngeles } from '#pages-config/rules/dates.ts';
import { parseDeadline, toIanaTimeZone } from '#pages-config/rules/deadlineSettings.ts';

describe('parseUserDate', () => {
  it('accepts one-digit month and day', () => {
    expect(parseUserDate('2/3/2025')).toEqual({ year: 2025, month: 2, day: 3 });
  });

  it("raises 'Unexpected format for user entered date' for another format", () => {
    expect(() => parseUserDate('2025-02-03')).toThrow('Unexpected format for user entered date');
  });

  it('raises the same error for a date that does not exist', () => {
    expect(() => parseUserDate('02/30/2025')).toThrow('Unexpected format for user entered date');
  });
});

describe('parseDeadline', () => {
  it('reads MM/dd/yyyy hh:mm:ss a in a Windows time zone', () => {
    expect(parseDeadline('06/30/2027 11:59:59 PM', 'Pacific Standard Time').toISOString()).toBe(
      '2027-07-01T06:59:59.000Z',
    );
  });

  it('reads MM/dd/yyyy as midnight in the zone', () => {
    expect(parseDeadline('03/31/2027', 'Eastern').toISOString()).toBe('2027-03-31T04:00:00.000Z');
  });

  it("raises 'Invalid deadline format' for another format", () => {
    expect(() => parseDeadline('2027-06-30', 'Pacific')).toThrow('Invalid deadline format');
  });
});

describe('toIanaTimeZone', () => {
  it.each([
    ['Mountain', 'America/Denver'],
    ['Alaskan Standard Time', 'America/Anchorage'],
    ['Hawaii-Aleutian', 'Pacific/Honolulu'],
    ['Newfoundland', 'America/St_Johns'],
    ['Arizona', 'America/Phoenix'],
  ])('maps %s to %s', (windows, iana) => {
    expect(toIanaTimeZone(windows)).toBe(iana);
  });

  it("raises 'Unknown time zone' for a name it does not know", () => {
    expect(() => toIanaTimeZone('Martian')).toThrow('Unknown time zone');
  });
});

describe('todayInLosAngeles', () => {
  it('is the calendar date in Los Angeles, across its midnight and both daylight-saving changes', () => {
    const at = (instant: string) => todayInLosAngeles(new Date(instant));
    expect([
      at('2026-03-08T07:59:59Z'),
      at('2026-03-08T08:00:00Z'),
      at('2026-03-09T06:59:59Z'),
      at('2026-03-09T07:00:00Z'),
      at('2026-11-01T06:59:59Z'),
      at('2026-11-02T07:59:59Z'),
      at('2026-11-02T08:00:00Z'),
      at('2027-01-01T07:59:59Z'),
    ]).toEqual([
      { year: 2026, month: 3, day: 7 },
      { year: 2026, month: 3, day: 8 },
      { year: 2026, month: 3, day: 8 },
      { year: 2026, month: 3, day: 9 },
      { year: 2026, month: 10, day: 31 },
      { year: 2026, month: 11, day: 1 },
      { year: 2026, month: 11, day: 2 },
      { year: 2026, month: 12, day: 31 },
    ]);
  });
});
