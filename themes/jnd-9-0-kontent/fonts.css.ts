import { variableFontFace } from '../fontFaces.ts';

/** Inter: a neutral, screen-first grotesque for the current house look. */
variableFontFace('Inter Variable', '@fontsource-variable/inter', 'inter');
