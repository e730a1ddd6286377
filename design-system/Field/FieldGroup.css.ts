import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css.ts';

export const group = style({
  margin: 0,
  marginBottom: vars.space.l,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.s,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});
