import { variableFontFace } from '../fontFaces.ts';
import { themeFonts } from '../themeFonts.ts';

/** Inter: a neutral, screen-first grotesque for the current house look. */
variableFontFace(themeFonts['jnd-9-0-kontent']);
