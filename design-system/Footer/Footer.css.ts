import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css.ts';

export const footer = style({
  marginTop: vars.space.xxl,
  backgroundColor: vars.color.footerBackground,
  color: vars.color.footerText,
  borderTop: `1px solid ${vars.color.border}`,
});

// Links and the focus outline take the footer's text colour, which every theme checks against its background.
globalStyle(`${footer} a`, { color: vars.color.footerText });
globalStyle(`${footer} :focus-visible`, { outlineColor: vars.color.footerText });

/** Spec §1: the standard, FTC and Kontent footers. */
export const layout = styleVariants({
  standard: {},
  ftc: { borderTop: `${vars.space.xs} solid ${vars.color.primary}` },
  kontent: { borderTop: 0 },
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
  borderTop: `1px solid currentColor`,
  fontSize: vars.fontSize.small,
});

export const legalLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.m,
});
