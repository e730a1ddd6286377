import { createTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css.ts';
import { tokens } from './tokens.ts';
import './fonts.css.ts';

/** Class that applies the jnd-9-0-kontent tokens to everything inside it. */
export const themeClass = createTheme(vars, tokens, 'jnd-9-0-kontent');
