import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css.ts';

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const radio = style({
  width: '1.5rem',
  height: '1.5rem',
  margin: 0,
  flexShrink: 0,
  accentColor: vars.color.primary,
  cursor: 'pointer',
});
