import { describe, expect, it } from 'vitest';
import { newReferenceCode, referenceCodeAlphabet, referenceCodePattern } from '#server/claims/referenceCode.ts';
import { constantTimeEqual } from '#server/security/hashing.ts';
import { hashPin, normaliseNoticeId, pinMatches } from '#server/security/credentials.ts';
import { cultureFromAcceptLanguage } from '#server/settlement/acceptLanguage.ts';
import { canonicalJson } from '#server/settlement/canonicalJson.ts';

describe('normaliseNoticeId', () => {
  it('trims, upper-cases and removes dashes', () => {
    expect(normaliseNoticeId('  nwm-4j7k-2q9p ')).toBe('NWM4J7K2Q9P');
  });
});

describe('hashPin', () => {
  it('gives the same hash for any spelling of the Notice ID', () => {
    expect(hashPin('pepper', 'nwm4j7k2q9p', '583104')).toBe(hashPin('pepper', 'NWM-4J7K-2Q9P', '583104'));
  });

  it('gives another hash under another pepper', () => {
    expect(hashPin('pepper', 'NWM-4J7K-2Q9P', '583104')).not.toBe(hashPin('other', 'NWM-4J7K-2Q9P', '583104'));
  });
});

describe('pinMatches', () => {
  it('accepts the right PIN', () => {
    expect(pinMatches('pepper', 'NWM-4J7K-2Q9P', '583104', hashPin('pepper', 'NWM-4J7K-2Q9P', '583104'))).toBe(true);
  });

  it('refuses a wrong PIN', () => {
    expect(pinMatches('pepper', 'NWM-4J7K-2Q9P', '583105', hashPin('pepper', 'NWM-4J7K-2Q9P', '583104'))).toBe(false);
  });

  it('refuses an unknown member', () => {
    expect(pinMatches('pepper', 'NWM-4J7K-2Q9P', '583104', null)).toBe(false);
  });
});

describe('constantTimeEqual', () => {
  it('compares texts of different lengths without throwing', () => {
    expect(constantTimeEqual('short', 'a much longer text')).toBe(false);
  });
});

describe('cultureFromAcceptLanguage', () => {
  it('picks the preferred enabled culture by q-value', () => {
    expect(cultureFromAcceptLanguage('en;q=0.5, es;q=0.9', ['en', 'es'])).toBe('es');
  });

  it('matches a regional tag to its language', () => {
    expect(cultureFromAcceptLanguage('es-MX', ['en', 'es'])).toBe('es');
  });

  it('skips cultures that are not enabled', () => {
    expect(cultureFromAcceptLanguage('fr-FR, fr;q=0.9, es;q=0.1', ['en', 'es'])).toBe('es');
  });

  it('finds nothing in an empty header', () => {
    expect(cultureFromAcceptLanguage(undefined, ['en'])).toBeUndefined();
  });
});

describe('canonicalJson', () => {
  it('sorts keys at every depth', () => {
    expect(canonicalJson({ b: 1, a: { d: [{ f: 1, e: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[{"e":2,"f":1}]},"b":1}',
    );
  });

  it('leaves out undefined members', () => {
    expect(canonicalJson({ a: undefined, b: 1 })).toBe('{"b":1}');
  });
});

describe('newReferenceCode', () => {
  it('matches PREFIX-XXXX-XXXX', () => {
    expect(newReferenceCode('NWM')).toMatch(referenceCodePattern('NWM'));
  });

  it('never uses I, L, O or U', () => {
    expect(referenceCodeAlphabet).not.toMatch(/[ILOU]/);
  });
});
