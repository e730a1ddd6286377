import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css.ts';

/**
 * GOV.UK's button group: the primary action first. On a phone the actions stack, each as wide as
 * the column, the primary one on top where the thumb is; from 40rem they sit in one line from the
 * left, the primary one first, so reading, tab and visual order agree everywhere.
 */
export const row = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.s,
  marginTop: vars.space.xl,
  '@media': {
    'screen and (min-width: 40rem)': {
      flexDirection: 'row',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: vars.space.m,
    },
  },
});
