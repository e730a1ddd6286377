import { globalFontFace } from '@vanilla-extract/css';
import {
  fallbackFamilyOf,
  fontFileOf,
  fontSubsets,
  fontWeightRange,
  type FallbackFaceMetrics,
  type VariableFont,
} from './themeFonts.ts';

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
    unicodeRange: [...new Set(`${fontSubsets.latin},${fontSubsets['latin-ext']}`.split(','))].join(','),
  });
}

/**
 * Declares a self-hosted variable font: the upright latin and latin-ext files of its
 * @fontsource-variable package, cut to the pages' weights (themes/fonts/, fontWeightRange), every
 * weight from one file, `font-display: swap` so text shows at once in the fallback font. Nothing
 * comes from a font service; the browser fetches a file only when a character of its range is on
 * the page in that family (the server preloads the theme's latin file).
 * With the font's metric-matched fallback (its regular and its bold face), the text drawn before
 * the font arrives takes the room it will take after, so the swap moves nothing.
 */
export function variableFontFace(font: VariableFont): void {
  const { family, fallback } = font;
  for (const subset of ['latin-ext', 'latin'] as const) {
    // Quoted: a family name with a word that starts with a digit ("Source Sans 3") is not valid
    // CSS unquoted, and browsers drop the whole rule.
    globalFontFace(`"${family}"`, {
      // Relative to the stylesheet that declares the faces, each theme's <theme>/fonts.css.ts.
      src: `url('../fonts/${fontFileOf(font, subset)}') format('woff2-variations')`,
      fontStyle: 'normal',
      fontWeight: `${fontWeightRange.min} ${fontWeightRange.max}`,
      fontDisplay: 'swap',
      unicodeRange: fontSubsets[subset],
    });
  }
  const fallbackFamily = fallbackFamilyOf({ family });
  fallbackFontFace(fallbackFamily, arial, 400, fallback.regular);
  fallbackFontFace(fallbackFamily, arialBold, 700, fallback.bold);
}
