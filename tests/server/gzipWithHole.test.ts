import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipWithHole } from '#server/pages/gzipWithHole.ts';

describe('a gzipped text with a hole filled per response', () => {
  const before = `<!doctype html><html><head><meta nonce="`.repeat(1) + 'a'.repeat(5000);
  const after = `" /></head><body>${'<p>Une réclamation, déposée à temps ✓</p>'.repeat(2000)}</body></html>`;
  const fill = gzipWithHole(before, after);

  it('unzips to the text with the filler in its hole, for each filler', () => {
    for (const nonce of ['kQ3c1xv0+Ha0Zy3v5VjS9w==', '', 'é✓', 'n'.repeat(70_000)])
      expect(gunzipSync(fill(nonce)).toString()).toBe(`${before}${nonce}${after}`);
  });

  it('is about as small as the whole text gzipped at once', () => {
    const whole = gzipSync(`${before}nonce${after}`, { level: 9 }).length;
    expect(fill('nonce').length).toBeLessThan(whole + 64);
  });
});
