import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css.ts';

export const input = style({
  display: 'block',
  maxWidth: '100%',
  padding: vars.space.xs,
  font: 'inherit',
  color: vars.color.text,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.small,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.error, borderStyle: 'solid', borderWidth: '2px' },
    // The browser's own button, in the theme's colours and at least 24 px high (WCAG 2.5.8).
    '&::file-selector-button': {
      minHeight: '2.25rem',
      marginRight: vars.space.s,
      padding: `${vars.space.xxs} ${vars.space.m}`,
      font: 'inherit',
      fontWeight: vars.fontWeight.bold,
      color: vars.color.primaryText,
      backgroundColor: vars.color.primary,
      border: 0,
      borderRadius: vars.radius.small,
      cursor: 'pointer',
    },
  },
});

export const chosen = style({
  margin: 0,
  marginTop: vars.space.xs,
  overflowWrap: 'anywhere',
});

export const name = style({
  fontWeight: vars.fontWeight.bold,
});
