import { beforeEach, describe, expect, it, vi } from 'vitest';

// Counts the HMACs computed, to show an unknown Notice ID costs the same work as a wrong PIN.
vi.mock('#server/security/hashing.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('#server/security/hashing.ts')>();
  return { ...original, hmacSha256Hex: vi.fn(original.hmacSha256Hex) };
});
// Server test files share their worker's modules (isolate: false): credentials.ts is imported
// afresh here, so it gets the mocked hashing module whatever file loaded it before.
vi.resetModules();
const { hmacSha256Hex } = await import('#server/security/hashing.ts');
const { hashPin, pinMatches } = await import('#server/security/credentials.ts');

const pepper = 'test-pepper-not-secret';
const stored = hashPin(pepper, 'NWM-4J7K-2Q9P', '583104');

beforeEach(() => {
  vi.mocked(hmacSha256Hex).mockClear();
});

describe('pinMatches', () => {
  it('accepts the right PIN', () => {
    expect(pinMatches(pepper, 'NWM-4J7K-2Q9P', '583104', stored)).toBe(true);
  });

  it('refuses a wrong PIN', () => {
    expect(pinMatches(pepper, 'NWM-4J7K-2Q9P', '000000', stored)).toBe(false);
  });

  it('refuses an unknown member, even for the hash of the dummy', () => {
    expect(pinMatches(pepper, 'NWM-0000-0000', '000000', null)).toBe(false);
  });

  it('hashes the PIN once for an unknown member, as for a known one (the same timing)', () => {
    pinMatches(pepper, 'NWM-0000-0000', '000000', null);
    const unknown = vi.mocked(hmacSha256Hex).mock.calls.length;
    pinMatches(pepper, 'NWM-4J7K-2Q9P', '000000', stored);
    expect([unknown, vi.mocked(hmacSha256Hex).mock.calls.length - unknown]).toEqual([1, 1]);
  });
});
