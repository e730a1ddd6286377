import { describe, expect, it } from 'vitest';
import { fallbackPath, sessionExpiredPath, withCulture } from '#app/features/navigation/paths.ts';

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
