import { describe, expect, it } from 'vitest';
import { deadlineExit, deadlineRedirectTarget } from '#app/features/navigation/deadlines.ts';
import type { DeadlinesResponse } from '#pages-config/api/contract.ts';

type Setting = DeadlinesResponse['globalDeadline'];
const open: Setting = { deadline: null, redirectUrls: {}, texts: {} };
const passed = (redirectUrls: Record<string, string> = {}): Setting => ({
  deadline: '2027-07-01T06:59:59Z',
  redirectUrls,
  texts: {},
});

function deadlines(overrides: Partial<DeadlinesResponse>): DeadlinesResponse {
  return {
    globalDeadline: { ...open, redirectUrls: { default: '/deadline' } },
    claimFilingDeadline: open,
    automotiveFilingDeadline: open,
    lookupFilingDeadline: open,
    documentsUploadFilingDeadline: open,
    ...overrides,
  };
}

describe('deadlineRedirectTarget', () => {
  const after = new Date('2027-07-01T12:00:00Z');

  it('sends nobody anywhere while filing is open', () => {
    expect(deadlineRedirectTarget(deadlines({}), 'Standard', 'en', after)).toBeNull();
  });

  it('keeps the form open at the deadline instant itself', () => {
    const atDeadline = new Date('2027-07-01T06:59:59Z');
    expect(
      deadlineRedirectTarget(deadlines({ claimFilingDeadline: passed() }), 'Standard', 'en', atDeadline),
    ).toBeNull();
  });

  it("sends the claimant to the passed deadline's target for their culture", () => {
    const settings = deadlines({ claimFilingDeadline: passed({ default: '/closed', es: 'https://example.com/es' }) });
    expect(deadlineRedirectTarget(settings, 'Standard', 'es', after)).toBe('https://example.com/es');
  });

  it("takes the deadline's default target for a culture it does not list", () => {
    const settings = deadlines({ claimFilingDeadline: passed({ default: '/closed', es: '/cerrado' }) });
    expect(deadlineRedirectTarget(settings, 'Standard', 'en', after)).toBe('/closed');
  });

  it("falls back to the global deadline's default target", () => {
    const settings = deadlines({
      globalDeadline: { ...open, redirectUrls: { default: '/filing-closed', es: '/cerrado' } },
      automotiveFilingDeadline: passed({ es: '/automotriz-cerrado' }),
    });
    expect(deadlineRedirectTarget(settings, 'Automotive', 'en', after)).toBe('/filing-closed');
  });

  it('falls back to /deadline when no target is set anywhere', () => {
    const settings = deadlines({ globalDeadline: open, lookupFilingDeadline: passed() });
    expect(deadlineRedirectTarget(settings, 'Lookup', 'en', after)).toBe('/deadline');
  });

  it("ignores another form type's deadline", () => {
    expect(
      deadlineRedirectTarget(deadlines({ automotiveFilingDeadline: passed() }), 'Standard', 'en', after),
    ).toBeNull();
  });

  it.each(['Standard', 'Automotive', 'Lookup', 'DocumentsUpload'] as const)(
    'closes %s when the global deadline has passed',
    (formType) => {
      const settings = deadlines({ globalDeadline: passed({ default: '/all-closed' }) });
      expect(deadlineRedirectTarget(settings, formType, 'en', after)).toBe('/all-closed');
    },
  );

  it("prefers the form type's own target when its deadline and the global one have both passed", () => {
    const settings = deadlines({
      globalDeadline: passed({ default: '/all-closed' }),
      documentsUploadFilingDeadline: passed({ default: '/uploads-closed' }),
    });
    expect(deadlineRedirectTarget(settings, 'DocumentsUpload', 'en', after)).toBe('/uploads-closed');
  });
});

describe('deadlineExit', () => {
  const here = { origin: 'https://claims.example', pathname: '/standard/claimant-info' };

  it('leaves for another site by a full page load', () => {
    expect(deadlineExit('https://example.com/closed', here)).toEqual({
      kind: 'page',
      href: 'https://example.com/closed',
    });
  });

  it('routes within the app, keeping the query', () => {
    expect(deadlineExit('/deadline?culture=es', here)).toEqual({ kind: 'route', path: '/deadline?culture=es' });
  });

  it('treats an absolute address on this site as a route', () => {
    expect(deadlineExit('https://claims.example/deadline', here)).toEqual({ kind: 'route', path: '/deadline' });
  });

  it('does nothing when the claimant is already on the target', () => {
    expect(deadlineExit('/deadline', { ...here, pathname: '/deadline' })).toEqual({ kind: 'none' });
  });
});
