import { variableFontFace } from '../fontFaces.ts';

/** Source Sans 3: a classic humanist sans, plain and very legible in long forms. */
variableFontFace('Source Sans 3 Variable', '@fontsource-variable/source-sans-3', 'source-sans-3');
