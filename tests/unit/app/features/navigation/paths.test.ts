import { describe, expect, it } from 'vitest';
import { fallbackPath, sanitizeQuery, sessionExpiredPath, withCulture } from '#app/features/navigation/paths.ts';
import { deadlineRedirectTarget } from '#app/features/navigation/deadlines.ts';
import type { DeadlinesResponse } from '#pages-config/api/contract.ts';

describe('withCulture', () => {
  it('leaves a path alone in the default culture', () => {
    expect(withCulture('/standard/claimant-info', 'en', 'en')).toBe('/standard/claimant-info');
  });

  it('adds the culture query in another culture', () => {
    expect(withCulture('/standard/claimant-info', 'es', 'en')).toBe('/standard/claimant-info?culture=es');
  });

  it('keeps a culture the path already names', () => {
    expect(withCulture('/session-expired?form=standard&culture=en', 'es', 'en')).toBe(
      '/session-expired?form=standard&culture=en',
    );
  });
});

describe('sessionExpiredPath', () => {
  it('names the form and the culture', () => {
    expect(sessionExpiredPath('Standard', 'es')).toBe('/session-expired?form=standard&culture=es');
  });
});

describe('fallbackPath', () => {
  it('leaves the culture out when none is active', () => {
    expect(fallbackPath('/page-not-found', null)).toBe('/page-not-found');
  });
});

describe('sanitizeQuery', () => {
  it('reports nothing to change for a clean query', () => {
    expect(sanitizeQuery('?form=standard&culture=es')).toBeNull();
  });

  it('strips characters other than letters, digits, hyphen and underscore', () => {
    expect(sanitizeQuery('?culture=es%3Cscript%3E')).toBe('?culture=esscript');
  });
});

const open = { deadline: null, redirectUrls: { default: '/deadline' } };
function deadlines(overrides: Partial<DeadlinesResponse>): DeadlinesResponse {
  return {
    globalDeadline: open,
    claimFilingDeadline: open,
    automotiveFilingDeadline: open,
    lookupFilingDeadline: open,
    documentsUploadFilingDeadline: open,
    ...overrides,
  };
}

describe('deadlineRedirectTarget', () => {
  const now = new Date('2027-07-01T12:00:00Z');

  it('sends nobody anywhere while filing is open', () => {
    expect(deadlineRedirectTarget(deadlines({}), 'Standard', 'en', now)).toBeNull();
  });

  it("sends the claimant to the passed deadline's target for their culture", () => {
    const passed = {
      deadline: '2027-07-01T06:59:59Z',
      redirectUrls: { default: '/deadline', es: 'https://example.com/es' },
    };
    expect(deadlineRedirectTarget(deadlines({ claimFilingDeadline: passed }), 'Standard', 'es', now)).toBe(
      'https://example.com/es',
    );
  });

  it("ignores another form type's deadline", () => {
    const passed = { deadline: '2027-04-01T06:59:59Z', redirectUrls: { default: '/deadline' } };
    expect(deadlineRedirectTarget(deadlines({ automotiveFilingDeadline: passed }), 'Standard', 'en', now)).toBeNull();
  });
});
