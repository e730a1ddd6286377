import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css.ts';

export const editor = style({
  marginBottom: vars.space.xl,
  selectors: {
    '&[data-state="invalid"]': {
      borderLeft: `${vars.size.outlineWidth} solid ${vars.color.error}`,
      paddingLeft: vars.space.s,
    },
  },
});

export const title = style({
  margin: 0,
  marginBottom: vars.space.s,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.h3,
  lineHeight: vars.lineHeight.heading,
});

export const list = style({
  display: 'grid',
  gap: vars.space.s,
  margin: 0,
  marginBottom: vars.space.m,
  padding: 0,
  listStyle: 'none',
});

export const empty = style({
  margin: 0,
  marginBottom: vars.space.m,
  color: vars.color.mutedText,
});

export const draft = style({
  padding: vars.space.m,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const draftTitle = style({
  margin: 0,
  marginBottom: vars.space.s,
  fontWeight: vars.fontWeight.bold,
});

export const draftActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.s,
});

export const error = style({
  marginBottom: vars.space.s,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.error,
});
