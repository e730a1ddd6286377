import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css.ts';

export const panel = style({
  marginBottom: vars.space.xl,
  padding: vars.space.l,
  textAlign: 'center',
  backgroundColor: vars.color.primary,
  color: vars.color.primaryText,
  borderRadius: vars.radius.medium,
});

export const title = style({
  margin: 0,
  marginBottom: vars.space.xs,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.h3,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
});

export const body = style({
  margin: 0,
  fontSize: vars.fontSize.h2,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.05em',
  overflowWrap: 'anywhere',
});
