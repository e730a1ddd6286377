// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontsFolder, servedFonts } from '../../../scripts/subsetFonts.ts';

describe('the font files the pages load (themes/fonts/)', () => {
  it.each(servedFonts)(
    '$file is what `npm run fonts` makes of the installed font package',
    async ({ file, make }) => {
      const committed = readFileSync(join(fontsFolder, file));
      expect(Buffer.compare(committed, await make()), `${file} is out of date: run npm run fonts`).toBe(0);
    },
    20_000,
  );
});
