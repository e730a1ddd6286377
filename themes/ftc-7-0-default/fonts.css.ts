import { variableFontFace } from '../fontFaces.ts';

/** Public Sans: the typeface of U.S. government websites, for the trade-commission look. */
variableFontFace('Public Sans Variable', '@fontsource-variable/public-sans', 'public-sans');
