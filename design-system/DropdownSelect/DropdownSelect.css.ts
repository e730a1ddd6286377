import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css.ts';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.s,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&[data-placeholder]': { color: vars.color.mutedText },
  },
});

export const chevron = style({
  display: 'inline-flex',
  color: vars.color.text,
});

export const content = style({
  zIndex: 20,
  minWidth: 'var(--radix-select-trigger-width)',
  maxHeight: 'var(--radix-select-content-available-height)',
  overflow: 'hidden',
  backgroundColor: vars.color.background,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  boxShadow: `0 ${vars.space.xxs} ${vars.space.s} ${vars.color.shadow}`,
});

export const viewport = style({
  padding: vars.space.xxs,
});

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.s,
  // WCAG 2.5.8: each option a target of at least 24 px.
  minHeight: '2.25rem',
  padding: `${vars.space.xxs} ${vars.space.s}`,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': {
      backgroundColor: vars.color.primary,
      color: vars.color.primaryText,
    },
    '&[data-disabled]': { color: vars.color.mutedText, cursor: 'not-allowed' },
  },
});

export const indicator = style({
  display: 'inline-flex',
});
