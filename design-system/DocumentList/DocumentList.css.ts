import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css.ts';

export const list = style({
  listStyle: 'none',
  margin: 0,
  marginBottom: vars.space.l,
  padding: 0,
});

export const item = style({
  padding: `${vars.space.s} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const link = style({
  color: vars.color.link,
  fontWeight: vars.fontWeight.bold,
});

export const hint = style({
  fontWeight: vars.fontWeight.regular,
  fontSize: vars.fontSize.small,
});

export const description = style({
  margin: 0,
  marginTop: vars.space.xxs,
  color: vars.color.mutedText,
});
