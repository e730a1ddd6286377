import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css.ts';

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.m,
  marginTop: vars.space.xl,
  selectors: {
    // A lone primary action sits at the end, where the eye expects "next".
    '&:has(> :only-child)': { justifyContent: 'flex-end' },
  },
});
