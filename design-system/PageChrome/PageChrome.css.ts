import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css.ts';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  backgroundColor: vars.color.background,
  color: vars.color.text,
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.m,
  top: '-10rem',
  zIndex: 10,
  padding: `${vars.space.xs} ${vars.space.m}`,
  backgroundColor: vars.color.background,
  color: vars.color.link,
  fontWeight: vars.fontWeight.bold,
  selectors: {
    '&:focus': { top: vars.space.s },
  },
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: vars.size.contentMaxWidth,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.m}`,
  // At least a screen tall, so the footer starts below the first screen of every page: going from
  // a long step to a short one, it would otherwise rise into view under the claimant's eyes (a late
  // layout shift) as the next step replaces the one they left.
  minHeight: '100vh',
  outline: 'none',
});
