import { describe, expect, it } from 'vitest';
import { parseDeadline, parseUserDate, toIanaTimeZone } from '#pages-config/rules/dates.ts';

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
