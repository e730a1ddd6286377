import type { ThemeName } from './names.ts';

/** A self-hosted variable font from an @fontsource-variable package. */
export interface VariableFont {
  family: string;
  packageName: string;
  /** The start of its files' names, e.g. `inter` for `inter-latin-wght-normal.woff2`. */
  filePrefix: string;
}

/** Each theme's one typeface, for body text and headings alike. */
export const themeFonts = {
  'jnd-7-0-default': {
    family: 'Source Sans 3 Variable',
    packageName: '@fontsource-variable/source-sans-3',
    filePrefix: 'source-sans-3',
  },
  'ftc-7-0-default': {
    family: 'Public Sans Variable',
    packageName: '@fontsource-variable/public-sans',
    filePrefix: 'public-sans',
  },
  'jnd-9-0-kontent': { family: 'Inter Variable', packageName: '@fontsource-variable/inter', filePrefix: 'inter' },
} as const satisfies Record<ThemeName, VariableFont>;

/** The file of a font's latin subset: all an English or Spanish page needs above the fold, so it is preloaded. */
export function latinFontFileOf(font: VariableFont): string {
  return `${font.filePrefix}-latin-wght-normal.woff2`;
}
