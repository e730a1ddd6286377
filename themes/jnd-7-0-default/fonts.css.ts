import { variableFontFace } from '../fontFaces.ts';
import { themeFonts } from '../themeFonts.ts';

/** Source Sans 3: a classic humanist sans, plain and very legible in long forms. */
variableFontFace(themeFonts['jnd-7-0-default']);
