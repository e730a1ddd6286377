import { styleVariants } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css.ts';

const base = {
  margin: 0,
  marginBottom: vars.space.m,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.text,
};

export const level = styleVariants({
  h1: { ...base, fontSize: vars.fontSize.h1, marginBottom: vars.space.l },
  h2: { ...base, fontSize: vars.fontSize.h2 },
  h3: { ...base, fontSize: vars.fontSize.h3 },
  h4: { ...base, fontSize: vars.fontSize.large },
});
