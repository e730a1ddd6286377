import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css.ts';

export const disclosure = style({
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:first-of-type': { borderTop: `1px solid ${vars.color.border}` } },
});

export const summary = style({
  cursor: 'pointer',
  // 24 px targets at least (WCAG 2.5.8); the whole row is the target.
  minHeight: '2.75rem',
  padding: `${vars.space.s} 0`,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.link,
  ':focus-visible': { outline: `${vars.size.outlineWidth} solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const details = style({
  paddingBottom: vars.space.s,
  maxWidth: '42rem',
});
