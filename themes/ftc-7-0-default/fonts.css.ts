import { variableFontFace } from '../fontFaces.ts';
import { themeFonts } from '../themeFonts.ts';

/** Public Sans: the typeface of U.S. government websites, for the trade-commission look. */
variableFontFace(themeFonts['ftc-7-0-default']);
