// `npm run fonts` (node scripts/subsetFonts.ts): writes themes/fonts/, the font files the pages load, from each theme's
// @fontsource-variable package (themes/themeFonts.ts). Run it when a font package is updated or a
// theme is added, and commit what it writes; a unit test fails while the files differ from what
// it makes of the installed packages.
//
// Each file is the package's file of one subset (latin, latin-ext) with its characters and
// layout features as harfbuzz's subsetter keeps them by default (kerning, ligatures, accents:
// what text needs), and its weight axis cut to the stretch the pages use (fontWeightRange, 400 to
// 700): every weight between is still drawn from the one file. Inter's latin file, which a page of
// the demo's theme preloads, goes from 48 kB to 30 kB: a phone on a slow network has its main image
// and its text in the web font that much sooner (bench/lighthouse).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import {
  fontFileOf,
  fontSubsets,
  fontWeightRange,
  packageFontFileOf,
  themeFonts,
  type FontSubset,
  type VariableFont,
} from '../themes/themeFonts.ts';

const root = join(import.meta.dirname, '..');
export const fontsFolder = join(root, 'themes', 'fonts');

/** Every character of a CSS unicode-range list ("U+0000-00FF,U+0131,…") from space on. */
function charactersOf(unicodeRange: string): string {
  const codePoints = [];
  for (const range of unicodeRange.split(',')) {
    const [first = '', last = first] = range.replace('U+', '').split('-');
    for (let codePoint = parseInt(first, 16); codePoint <= parseInt(last, 16); codePoint++) {
      if (codePoint >= 0x20) codePoints.push(codePoint);
    }
  }
  return String.fromCodePoint(...codePoints);
}

/** The served file of a font's subset, made from its package's file. */
export function servedFontOf(font: VariableFont, subset: FontSubset): Promise<Buffer> {
  const packageFile = join(root, 'node_modules', font.packageName, 'files', packageFontFileOf(font, subset));
  return subsetFont(readFileSync(packageFile), charactersOf(fontSubsets[subset]), {
    targetFormat: 'woff2',
    variationAxes: { wght: fontWeightRange },
  });
}

/** Each theme font's subsets: file name in themes/fonts/ → how it is made. */
export const servedFonts = Object.values(themeFonts).flatMap((font) =>
  (Object.keys(fontSubsets) as FontSubset[]).map((subset) => ({
    file: fontFileOf(font, subset),
    make: () => servedFontOf(font, subset),
  })),
);

if (import.meta.main) {
  for (const { file, make } of servedFonts) {
    const bytes = await make();
    writeFileSync(join(fontsFolder, file), bytes);
    console.log(`${file}: ${(bytes.length / 1000).toFixed(1)} kB`);
  }
}
