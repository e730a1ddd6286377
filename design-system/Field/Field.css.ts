import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css.ts';

export const field = style({
  margin: 0,
  marginBottom: vars.space.l,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const labelLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xxs,
  marginBottom: vars.space.xxs,
});

export const label = style({
  display: 'block',
  padding: 0,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const optional = style({
  fontWeight: vars.fontWeight.regular,
  color: vars.color.mutedText,
});

export const requiredMarker = style({
  color: vars.color.error,
  fontWeight: vars.fontWeight.bold,
});

export const hint = style({
  margin: 0,
  marginBottom: vars.space.xxs,
  fontSize: vars.fontSize.small,
  color: vars.color.mutedText,
});

export const error = style({
  margin: 0,
  marginBottom: vars.space.xxs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.error,
});

export const invalid = style({
  borderLeft: `${vars.size.outlineWidth} solid ${vars.color.error}`,
  paddingLeft: vars.space.s,
});

/** The box of a text-like control (input, textarea, select), shared so they line up. */
export const control = style({
  display: 'block',
  width: '100%',
  minHeight: '2.75rem',
  padding: `${vars.space.xs} ${vars.space.s}`,
  font: 'inherit',
  color: vars.color.text,
  backgroundColor: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.error, borderWidth: '2px' },
    '&:disabled': { backgroundColor: vars.color.surface, color: vars.color.mutedText },
  },
});

/** The height of a thumb's target (WCAG 2.5.5, GOV.UK's radios and checkboxes): 44 px. */
const touchTarget = '2.75rem';

/**
 * A checkbox's or radio's row: its label, so the whole row (box, text and the space beside them)
 * chooses. At least a thumb tall; the box stays beside the first line of a label that wraps.
 */
export const choiceRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.s,
  minHeight: touchTarget,
  paddingBlock: `calc((${touchTarget} - 1.5rem) / 2)`,
  boxSizing: 'border-box',
  cursor: 'pointer',
});
