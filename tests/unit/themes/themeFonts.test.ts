import { describe, expect, it } from 'vitest';
import { tokens as ftc70Default } from '#themes/ftc-7-0-default/tokens.ts';
import { tokens as jnd70Default } from '#themes/jnd-7-0-default/tokens.ts';
import { tokens as jnd90Kontent } from '#themes/jnd-9-0-kontent/tokens.ts';
import type { ThemeName } from '#themes/names.ts';
import { fallbackFamilyOf, themeFonts } from '#themes/themeFonts.ts';

const themeTokens = {
  'jnd-7-0-default': jnd70Default,
  'ftc-7-0-default': ftc70Default,
  'jnd-9-0-kontent': jnd90Kontent,
} satisfies Record<ThemeName, unknown>;

/** The families of a font stack, unquoted. */
const familiesOf = (stack: string) => stack.split(',').map((family) => family.trim().replace(/^"(.*)"$/, '$1'));

describe("each theme's font stack", () => {
  it.each(Object.entries(themeFonts))(
    '%s: its web font first, then its metric-matched fallback, for body and headings',
    (theme, font) => {
      const { body, heading } = themeTokens[theme as ThemeName].font;
      const expected = [font.family, fallbackFamilyOf(font)];
      expect([familiesOf(body).slice(0, 2), familiesOf(heading).slice(0, 2)]).toEqual([expected, expected]);
    },
  );
});
