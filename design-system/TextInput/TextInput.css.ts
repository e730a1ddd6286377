import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css.ts';

export const group = style({
  display: 'flex',
  alignItems: 'stretch',
});

export const affix = style({
  display: 'flex',
  alignItems: 'center',
  padding: `0 ${vars.space.s}`,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
});

export const width = styleVariants({
  full: {},
  short: { maxWidth: '12rem' },
});
