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

/** The table's caption, or on a phone the heading over the cards. */
export const caption = style({
  marginTop: 0,
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

/** What the last add, save or delete did: read out, not shown (the rows themselves show it). */
export const announcement = visuallyHidden;

/** On a phone: the rows as a list of cards and summary entries. */
export const cardList = style({
  display: 'grid',
  gap: vars.space.m,
  margin: 0,
  marginBottom: vars.space.m,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  padding: vars.space.m,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const cardTitle = style({
  margin: 0,
  marginBottom: vars.space.s,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.heading,
});

/** The row's fields one under the other, each as wide as the card. */
export const cardFields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
});

export const cardActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
});

export const summaryItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.s,
  paddingBottom: vars.space.s,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const summaryName = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
});

export const tag = style({
  marginLeft: vars.space.xs,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.error,
});

export const summaryActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
});
