import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css.ts';

export const wrapper = style({
  // The row's own padding (choiceRow) already spaces it from the next.
  marginBottom: vars.space.s,
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
  margin: 0,
  paddingLeft: `calc(1.5rem + ${vars.space.s})`,
  fontSize: vars.fontSize.small,
  color: vars.color.mutedText,
});

export const error = style({
  margin: 0,
  paddingLeft: `calc(1.5rem + ${vars.space.s})`,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.error,
});
