import { globalFontFace } from '@vanilla-extract/css';
import { fallbackFamilyOf, type FallbackFaceMetrics, type VariableFont } from './themeFonts.ts';

// The unicode ranges of Google Fonts' latin and latin-ext subsets (as @fontsource ships them):
// English and Spanish need only latin; latin-ext covers names a claimant may type (ő, ł, ș…).
const latinRange =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const latinExtRange =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';

// Arial by its full and PostScript names, then Liberation Sans, which has Arial's widths (Linux):
// local() matches a font's own names only, never a family the system would substitute.
const arial = ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'];
const arialBold = ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'];

/** A fallback face: local Arial, scaled and placed as the web font's metrics say. */
function fallbackFontFace(family: string, names: string[], fontWeight: number, metrics: FallbackFaceMetrics): void {
  globalFontFace(`"${family}"`, {
    src: names.map((name) => `local("${name}")`).join(', '),
    fontStyle: 'normal',
    fontWeight,
    ...metrics,
    // Only what the web font covers: any other character goes on down the stack, as before.
    unicodeRange: [...new Set(`${latinRange},${latinExtRange}`.split(','))].join(','),
  });
}

/**
 * Declares a self-hosted variable font from an @fontsource-variable package: the upright latin and
 * latin-ext files only, every weight from one file, `font-display: swap` so text shows at once in
 * the fallback font. Nothing comes from a font service; the browser fetches a file only when a
 * character of its range is on the page in that family (the server preloads the theme's latin file).
 * With the font's metric-matched fallback (its regular and its bold face), the text drawn before
 * the font arrives takes the room it will take after, so the swap moves nothing.
 */
export function variableFontFace({ family, packageName, filePrefix, fallback }: VariableFont): void {
  for (const [subset, unicodeRange] of [
    ['latin-ext', latinExtRange],
    ['latin', latinRange],
  ] as const) {
    // Quoted: a family name with a word that starts with a digit ("Source Sans 3") is not valid
    // CSS unquoted, and browsers drop the whole rule.
    globalFontFace(`"${family}"`, {
      src: `url('${packageName}/files/${filePrefix}-${subset}-wght-normal.woff2') format('woff2-variations')`,
      fontStyle: 'normal',
      fontWeight: '100 900',
      fontDisplay: 'swap',
      unicodeRange,
    });
  }
  const fallbackFamily = fallbackFamilyOf({ family });
  fallbackFontFace(fallbackFamily, arial, 400, fallback.regular);
  fallbackFontFace(fallbackFamily, arialBold, 700, fallback.bold);
}
