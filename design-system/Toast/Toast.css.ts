import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css.ts';

export const viewport = style({
  position: 'fixed',
  bottom: 0,
  right: 0,
  zIndex: 50,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  width: 'min(24rem, 100vw)',
  maxWidth: '100vw',
  margin: 0,
  padding: vars.space.m,
  listStyle: 'none',
  outline: 'none',
});

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.s,
  padding: vars.space.m,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `${vars.size.outlineWidth} solid`,
  borderRadius: vars.radius.small,
  boxShadow: `0 ${vars.space.xxs} ${vars.space.m} ${vars.color.shadow}`,
});

export const variant = styleVariants({
  default: { borderLeftColor: vars.color.primary },
  success: { borderLeftColor: vars.color.success },
  warning: { borderLeftColor: vars.color.warning },
  error: { borderLeftColor: vars.color.error },
});

export const body = style({
  flex: 1,
  minWidth: 0,
});

export const title = style({
  fontWeight: vars.fontWeight.bold,
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // WCAG 2.5.8: a target of at least 24 × 24 px.
  minWidth: '2rem',
  minHeight: '2rem',
  padding: 0,
  color: vars.color.text,
  backgroundColor: 'transparent',
  border: 0,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
});
