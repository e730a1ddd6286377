import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css.ts';

export const header = style({
  backgroundColor: vars.color.headerBackground,
  color: vars.color.headerText,
});

export const inner = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.m,
  maxWidth: vars.size.contentMaxWidth,
  margin: '0 auto',
  padding: `${vars.space.m} ${vars.space.m}`,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
});

export const caseLine = style({
  margin: 0,
  fontSize: vars.fontSize.small,
});

export const language = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.small,
});

export const languageSelect = style({
  minHeight: '2.25rem',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  font: 'inherit',
  color: vars.color.text,
  backgroundColor: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
});
