import { describe, expect, it } from 'vitest';
import { resolveDeadlines } from '#pages-config/rules/deadlines.ts';

describe('resolveDeadlines', () => {
  it('reads the project-time-zone format', () => {
    const resolved = resolveDeadlines({
      timeZone: 'Pacific Standard Time',
      deadlines: {
        claimFilingDeadline: {
          deadlineDateTime: { default: '06/30/2027 11:59:59 PM' },
          redirectUrl: { es: '/deadline?culture=es' },
        },
      },
    });
    expect(resolved.claimFilingDeadline).toEqual({
      deadline: '2027-07-01T06:59:59.000Z',
      redirectUrls: { default: '/deadline', es: '/deadline?culture=es' },
    });
  });

  it('reads the older format where each deadline names its time zone', () => {
    const resolved = resolveDeadlines({
      deadlines: { automotiveFilingDeadline: { timeZone: 'Eastern', deadline: '03/31/2027' } },
    });
    expect(resolved.automotiveFilingDeadline.deadline).toBe('2027-03-31T04:00:00.000Z');
  });

  it('leaves a form type without a deadline open', () => {
    expect(resolveDeadlines(undefined).lookupFilingDeadline).toEqual({
      deadline: null,
      redirectUrls: { default: '/deadline' },
    });
  });

  it("raises 'Invalid deadline format' for a deadline it cannot read", () => {
    expect(() =>
      resolveDeadlines({ deadlines: { globalDeadline: { timeZone: 'Pacific', deadline: 'June 30' } } }),
    ).toThrow('Invalid deadline format');
  });
});
