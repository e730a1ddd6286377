import type { ThemeName } from './names.ts';

/**
 * How a local system font is scaled and placed to stand in for a web font until it arrives, so
 * the text takes the same room before and after (no layout shift when the font swaps in): CSS
 * percentages for the fallback face's `size-adjust`, `ascent-override`, `descent-override` and
 * `line-gap-override`.
 */
export interface FallbackFaceMetrics {
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
}

/** A self-hosted variable font from an @fontsource-variable package. */
export interface VariableFont {
  family: string;
  packageName: string;
  /** The start of its files' names, e.g. `inter` for `inter-latin-wght-normal.woff2`. */
  filePrefix: string;
  /**
   * Its metric-matched fallback: Arial (or Liberation Sans, which has Arial's widths) scaled to
   * the web font's regular and bold, named `<family> Fallback` right after the web font in the
   * theme's font stack. The figures come from the font files: `node scripts/fontFallbackMetrics.mjs`.
   */
  fallback: { regular: FallbackFaceMetrics; bold: FallbackFaceMetrics };
}

/** Each theme's one typeface, for body text and headings alike. */
export const themeFonts = {
  'jnd-7-0-default': {
    family: 'Source Sans 3 Variable',
    packageName: '@fontsource-variable/source-sans-3',
    filePrefix: 'source-sans-3',
    fallback: {
      regular: { sizeAdjust: '93.19%', ascentOverride: '109.89%', descentOverride: '42.92%', lineGapOverride: '0.00%' },
      bold: { sizeAdjust: '91.73%', ascentOverride: '111.64%', descentOverride: '43.61%', lineGapOverride: '0.00%' },
    },
  },
  'ftc-7-0-default': {
    family: 'Public Sans Variable',
    packageName: '@fontsource-variable/public-sans',
    filePrefix: 'public-sans',
    fallback: {
      regular: { sizeAdjust: '103.95%', ascentOverride: '91.39%', descentOverride: '21.65%', lineGapOverride: '0.00%' },
      bold: { sizeAdjust: '99.33%', ascentOverride: '95.64%', descentOverride: '22.65%', lineGapOverride: '0.00%' },
    },
  },
  'jnd-9-0-kontent': {
    family: 'Inter Variable',
    packageName: '@fontsource-variable/inter',
    filePrefix: 'inter',
    fallback: {
      regular: { sizeAdjust: '106.44%', ascentOverride: '91.01%', descentOverride: '22.66%', lineGapOverride: '0.00%' },
      bold: { sizeAdjust: '102.14%', ascentOverride: '94.85%', descentOverride: '23.62%', lineGapOverride: '0.00%' },
    },
  },
} as const satisfies Record<ThemeName, VariableFont>;

/**
 * The subsets each font is served in, by their Unicode ranges: Google Fonts' latin and latin-ext, as
 * @fontsource ships them. English and Spanish need only latin, which is preloaded; latin-ext covers
 * names a claimant may type (ő, ł, ș…), fetched only when such a character is on the page.
 */
export const fontSubsets = {
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  'latin-ext':
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
} as const;

export type FontSubset = keyof typeof fontSubsets;

/**
 * The weights the pages draw text in: each theme's regular (400) and bold (650 or 700), and 700
 * for the <strong> of a settlement's rich text. The served files keep only this stretch of the
 * weight axis, which makes Inter's latin file 30 kB instead of 48 (scripts/subsetFonts.mjs).
 */
export const fontWeightRange = { min: 400, max: 700 } as const;

/** A font's subset as its @fontsource-variable package ships it: every weight from 100 to 900. */
export function packageFontFileOf(font: VariableFont, subset: FontSubset): string {
  return `${font.filePrefix}-${subset}-wght-normal.woff2`;
}

/** A font's subset as the pages load it, from themes/fonts/: the package's file cut to fontWeightRange. */
export function fontFileOf(font: VariableFont, subset: FontSubset): string {
  return `${font.filePrefix}-${subset}-wght-${fontWeightRange.min}-${fontWeightRange.max}.woff2`;
}

/** The family name of a font's metric-matched fallback face. */
export function fallbackFamilyOf(font: Pick<VariableFont, 'family'>): string {
  return `${font.family} Fallback`;
}
