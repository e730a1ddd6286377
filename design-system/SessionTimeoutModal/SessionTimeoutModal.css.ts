import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css.ts';

export const countdown = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.h1,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
});
