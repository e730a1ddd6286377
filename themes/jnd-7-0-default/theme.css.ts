import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css.ts';
import { themeClassOf } from '../names.ts';
import { tokens } from './tokens.ts';
import './fonts.css.ts';

/**
 * The jnd-7-0-default stylesheet: its tokens on its class, and its font faces. The build emits it as a
 * stylesheet of its own, which only this theme's pages load (themes/README.md).
 */
createGlobalTheme(`.${themeClassOf('jnd-7-0-default')}`, vars, tokens);
