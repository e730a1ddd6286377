import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css.ts';
import { narrowScreen } from '../breakpoints.ts';

export const summary = style({
  marginBottom: vars.space.xl,
});

export const header = style({
  margin: 0,
  marginBottom: vars.space.m,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.h2,
  lineHeight: vars.lineHeight.heading,
});

export const section = style({
  marginBottom: vars.space.l,
  padding: vars.space.m,
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.medium,
});

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.s,
  marginBottom: vars.space.s,
});

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.h3,
  lineHeight: vars.lineHeight.heading,
});

export const list = style({
  margin: 0,
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, 1fr) 2fr',
  gap: vars.space.s,
  padding: `${vars.space.xs} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': {
    [narrowScreen]: { gridTemplateColumns: '1fr', gap: vars.space.xxs },
  },
});

export const label = style({
  fontWeight: vars.fontWeight.bold,
});

export const value = style({
  margin: 0,
  overflowWrap: 'anywhere',
});

/** A record of a section (a vehicle): its answers under a heading of its own, set apart by a border. */
export const card = style({
  marginTop: vars.space.m,
  padding: vars.space.s,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.background,
});

export const cardTitle = style({
  margin: 0,
  marginBottom: vars.space.xs,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.heading,
});
