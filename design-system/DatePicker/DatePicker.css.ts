import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css.ts';

export const group = style({
  display: 'flex',
  alignItems: 'stretch',
  maxWidth: '14rem',
});

export const input = style({
  borderTopRightRadius: 0,
  borderBottomRightRadius: 0,
});

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '2.75rem',
  padding: `0 ${vars.space.s}`,
  font: 'inherit',
  color: vars.color.primaryText,
  backgroundColor: vars.color.primary,
  border: `1px solid ${vars.color.primary}`,
  borderRadius: `0 ${vars.radius.small} ${vars.radius.small} 0`,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { cursor: 'not-allowed', opacity: 0.65 },
  },
});

export const popover = style({
  zIndex: 30,
  padding: vars.space.s,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: `0 ${vars.space.xxs} ${vars.space.m} ${vars.color.shadow}`,
});

/** A range or a week holds two dates and the separator; several days take room too. */
export const wideGroup = style({ maxWidth: '24rem' });
