import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css.ts';

export const summary = style({
  marginBottom: vars.space.xl,
  padding: vars.space.l,
  border: `${vars.size.outlineWidth} solid ${vars.color.error}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.background,
});

export const title = style({
  margin: 0,
  marginBottom: vars.space.s,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.h3,
  lineHeight: vars.lineHeight.heading,
});

export const description = style({
  margin: 0,
  marginBottom: vars.space.s,
});

export const list = style({
  margin: 0,
  paddingLeft: vars.space.l,
});

export const link = style({
  color: vars.color.error,
  fontWeight: vars.fontWeight.bold,
});
