import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css.ts';
import { narrowScreen } from '../breakpoints.ts';

export const columns = style({
  display: 'grid',
  columnGap: vars.space.m,
  // Inputs line up along the bottom even when one label wraps to a second line.
  alignItems: 'end',
  '@media': {
    [narrowScreen]: { gridTemplateColumns: '1fr !important' },
  },
});

/** Spec §2: two inputs in halves, three in thirds, one alone at half width. */
export const count = styleVariants({
  1: { gridTemplateColumns: '1fr 1fr' },
  2: { gridTemplateColumns: '1fr 1fr' },
  3: { gridTemplateColumns: '1fr 1fr 1fr' },
});
