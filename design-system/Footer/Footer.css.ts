import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css.ts';

export const footer = style({
  marginTop: vars.space.xxl,
  backgroundColor: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
});

export const inner = style({
  maxWidth: vars.size.contentMaxWidth,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.m}`,
});

export const heading = style({
  margin: 0,
  marginBottom: vars.space.s,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.h3,
  lineHeight: vars.lineHeight.heading,
});

export const subheading = style({
  margin: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
});

export const text = style({
  margin: 0,
  marginBottom: vars.space.s,
});

export const contacts = style({
  margin: 0,
  marginBottom: vars.space.m,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.xs,
});

export const address = style({
  fontStyle: 'normal',
});

export const legal = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.s,
  marginTop: vars.space.l,
  paddingTop: vars.space.m,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.small,
});
