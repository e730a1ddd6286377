import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css.ts';

export const message = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.s,
  marginBottom: vars.space.l,
  padding: vars.space.m,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  borderLeft: `${vars.size.outlineWidth} solid`,
  borderRadius: vars.radius.small,
});

/** The accent colour of the border and icon; the text stays in the body colour for contrast. */
export const variant = styleVariants({
  default: { borderLeftColor: vars.color.primary },
  success: { borderLeftColor: vars.color.success },
  warning: { borderLeftColor: vars.color.warning },
});

export const icon = style({
  display: 'inline-flex',
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.body,
  paddingTop: '0.1em',
  selectors: {
    [`${variant.default} &`]: { color: vars.color.primary },
    [`${variant.success} &`]: { color: vars.color.success },
    [`${variant.warning} &`]: { color: vars.color.warning },
  },
});

export const body = style({
  flex: 1,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  marginBottom: vars.space.xxs,
  fontWeight: vars.fontWeight.bold,
});

export const floating = style({
  position: 'fixed',
  top: vars.space.s,
  left: vars.space.s,
  right: vars.space.s,
  zIndex: 40,
  maxWidth: vars.size.contentMaxWidth,
  margin: '0 auto',
  pointerEvents: 'none',
});

// Over the page, the message needs an edge of its own and no margin under it.
globalStyle(`${floating} > ${message}`, {
  marginBottom: 0,
  boxShadow: `0 ${vars.space.xxs} ${vars.space.m} ${vars.color.shadow}`,
});
