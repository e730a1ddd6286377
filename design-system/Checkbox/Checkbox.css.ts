import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css.ts';

export const wrapper = style({
  marginBottom: vars.space.l,
});

export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.s,
  cursor: 'pointer',
});

export const box = style({
  width: '1.5rem',
  height: '1.5rem',
  margin: 0,
  flexShrink: 0,
  accentColor: vars.color.primary,
  cursor: 'pointer',
});

export const hint = style({
  margin: `${vars.space.xxs} 0 0`,
  paddingLeft: `calc(1.5rem + ${vars.space.s})`,
  fontSize: vars.fontSize.small,
  color: vars.color.mutedText,
});

export const error = style({
  margin: `${vars.space.xxs} 0 0`,
  paddingLeft: `calc(1.5rem + ${vars.space.s})`,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.error,
});
