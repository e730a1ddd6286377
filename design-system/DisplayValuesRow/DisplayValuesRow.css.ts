import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css.ts';

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.m,
  padding: `${vars.space.s} ${vars.space.m}`,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
});

export const values = style({
  flex: 1,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: vars.space.s,
  margin: 0,
  minWidth: 0,
});

export const item = style({
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.small,
  color: vars.color.mutedText,
});

export const value = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  gap: vars.space.xs,
  flexShrink: 0,
});
