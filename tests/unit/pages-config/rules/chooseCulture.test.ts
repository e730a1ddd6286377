import { describe, expect, it } from 'vitest';
import { addressWithoutCulture, chooseCulture, firstSegmentOf } from '#pages-config/rules/chooseCulture.ts';

const settlement = { defaultCulture: 'en', enabled: ['en', 'es'] };
const none = { query: null, address: null, active: null };

describe('chooseCulture', () => {
  it('takes the query parameter first', () => {
    expect(chooseCulture({ ...settlement, query: 'es', address: 'en', active: 'en' })).toBe('es');
  });

  it('takes the page address parameter when the query names no culture', () => {
    expect(chooseCulture({ ...settlement, ...none, address: 'es', active: 'en' })).toBe('es');
  });

  it('keeps the culture in use when neither the query nor the address names one', () => {
    expect(chooseCulture({ ...settlement, ...none, active: 'es' })).toBe('es');
  });

  it('falls back to the default culture', () => {
    expect(chooseCulture({ ...settlement, ...none })).toBe('en');
  });

  it('passes over a query culture that is not enabled', () => {
    expect(chooseCulture({ ...settlement, ...none, query: 'fr', address: 'es' })).toBe('es');
  });

  it('passes over an address culture that is not enabled', () => {
    expect(chooseCulture({ ...settlement, ...none, address: 'fr' })).toBe('en');
  });
});

describe('firstSegmentOf', () => {
  it('names the first segment of a path', () => {
    expect(firstSegmentOf('/es/faq')).toBe('es');
  });

  it('is null for the root', () => {
    expect(firstSegmentOf('/')).toBeNull();
  });
});

describe('addressWithoutCulture', () => {
  it('moves the culture from the address to the query', () => {
    expect(addressWithoutCulture('/es/standard/claimant-info', '', settlement)).toBe(
      '/standard/claimant-info?culture=es',
    );
  });

  it('leads the bare culture address to the start page', () => {
    expect(addressWithoutCulture('/es', '', settlement)).toBe('/?culture=es');
  });

  it('keeps the other query parameters', () => {
    expect(addressWithoutCulture('/es/session-expired', '?form=standard', settlement)).toBe(
      '/session-expired?form=standard&culture=es',
    );
  });

  it('lets the query culture win over the address', () => {
    expect(addressWithoutCulture('/es/faq', '?culture=en', settlement)).toBe('/faq?culture=en');
  });

  it('is null when the first segment is not an enabled culture', () => {
    expect(addressWithoutCulture('/fr/faq', '', settlement)).toBeNull();
  });
});
