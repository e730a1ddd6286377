import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css.ts';

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: '2.75rem',
  padding: `${vars.space.xs} ${vars.space.l}`,
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  borderRadius: vars.radius.small,
  border: '2px solid transparent',
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: {
    '&:disabled': { cursor: 'not-allowed', opacity: 0.65 },
    '&:hover:not(:disabled)': { filter: 'brightness(0.92)' },
  },
});

/**
 * Spec §2: default, primary, secondary, outlinePrimary, outlineSecondary, outline; and link, a
 * text link's look for the quiet action beside a primary one (a step's Back, GOV.UK's button group).
 */
export const variant = styleVariants({
  default: { backgroundColor: vars.color.surface, color: vars.color.text, borderColor: vars.color.border },
  primary: { backgroundColor: vars.color.primary, color: vars.color.primaryText, borderColor: vars.color.primary },
  secondary: {
    backgroundColor: vars.color.secondary,
    color: vars.color.secondaryText,
    borderColor: vars.color.secondary,
  },
  outlinePrimary: {
    backgroundColor: vars.color.background,
    color: vars.color.primary,
    borderColor: vars.color.primary,
  },
  outlineSecondary: {
    backgroundColor: vars.color.background,
    color: vars.color.secondary,
    borderColor: vars.color.secondary,
  },
  outline: { backgroundColor: 'transparent', color: vars.color.text, borderColor: vars.color.border },
  link: {
    backgroundColor: 'transparent',
    color: vars.color.link,
    borderColor: 'transparent',
    fontWeight: vars.fontWeight.regular,
    textDecoration: 'underline',
    textUnderlineOffset: '0.15em',
  },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.25em',
  height: '1.25em',
});

/** An icon-only button stays a square target at least as wide as it is tall (WCAG 2.5.8: ≥ 24×24 px). */
export const iconOnly = style({
  minWidth: '2.75rem',
  paddingLeft: vars.space.xs,
  paddingRight: vars.space.xs,
});
