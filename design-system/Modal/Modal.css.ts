import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 40,
  backgroundColor: vars.color.overlay,
  animation: `${fadeIn} 150ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  zIndex: 41,
  transform: 'translate(-50%, -50%)',
  width: `min(32rem, calc(100vw - 2 * ${vars.space.m}))`,
  maxHeight: `calc(100vh - 2 * ${vars.space.m})`,
  overflowY: 'auto',
  padding: vars.space.l,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  borderRadius: vars.radius.medium,
  boxShadow: `0 ${vars.space.xs} ${vars.space.xl} ${vars.color.shadow}`,
  animation: `${fadeIn} 150ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const title = style({
  margin: 0,
  marginBottom: vars.space.s,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.h3,
  lineHeight: vars.lineHeight.heading,
});

export const description = style({
  margin: 0,
  marginBottom: vars.space.m,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.s,
  marginTop: vars.space.l,
});
