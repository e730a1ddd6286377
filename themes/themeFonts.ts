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

/** The file of a font's latin subset: all an English or Spanish page needs above the fold, so it is preloaded. */
export function latinFontFileOf(font: VariableFont): string {
  return `${font.filePrefix}-latin-wght-normal.woff2`;
}

/** The family name of a font's metric-matched fallback face. */
export function fallbackFamilyOf(font: Pick<VariableFont, 'family'>): string {
  return `${font.family} Fallback`;
}
