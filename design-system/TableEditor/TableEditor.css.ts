import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css.ts';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css.ts';

export const editor = style({
  marginBottom: vars.space.xl,
  selectors: {
    '&[data-state="invalid"]': {
      borderLeft: `${vars.size.outlineWidth} solid ${vars.color.error}`,
      paddingLeft: vars.space.s,
    },
  },
});

/**
 * Wide tables scroll sideways on narrow screens instead of squeezing their inputs. Positioned, so
 * that what is placed absolutely inside (the visually hidden "Actions" heading) stays in the box
 * and does not widen the page.
 */
export const scroller = style({
  position: 'relative',
  overflowX: 'auto',
  marginBottom: vars.space.m,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
});

export const caption = style({
  marginBottom: vars.space.s,
  textAlign: 'left',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.h3,
  fontWeight: vars.fontWeight.bold,
});

export const header = style({
  padding: vars.space.xs,
  textAlign: 'left',
  verticalAlign: 'bottom',
  fontSize: vars.fontSize.small,
  borderBottom: `2px solid ${vars.color.border}`,
});

export const actionsHeader = visuallyHidden;

/**
 * Each row paints apart (its own stacking context) and each cell lays out apart: with hundreds of
 * rows, a keystroke in one input otherwise laid out and painted the whole table again.
 */
export const row = style({
  isolation: 'isolate',
});

export const cell = style({
  contain: 'layout style',
  padding: vars.space.xs,
  verticalAlign: 'top',
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: '8rem',
  selectors: {
    '&:last-child': { minWidth: 0, width: '1%' },
  },
});
