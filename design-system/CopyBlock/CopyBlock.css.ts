import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css.ts';

export const block = style({
  marginBottom: vars.space.l,
});

export const paragraph = style({
  margin: 0,
  marginBottom: vars.space.s,
  maxWidth: '42rem',
});

export const align = styleVariants({
  left: { textAlign: 'left' },
  center: { textAlign: 'center', marginLeft: 'auto', marginRight: 'auto' },
});
