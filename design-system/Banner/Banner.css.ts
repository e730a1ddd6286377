import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css.ts';
import { wideScreen } from '../breakpoints.ts';

export const banner = style({
  backgroundColor: vars.color.bannerBackground,
  color: vars.color.bannerText,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const inner = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.m,
  maxWidth: vars.size.contentMaxWidth,
  margin: '0 auto',
  padding: `${vars.space.l} ${vars.space.m}`,
  '@media': {
    'screen and (max-width: 39.99rem)': { gap: vars.space.s, padding: `${vars.space.s} ${vars.space.m}` },
  },
});

export const withImage = style({
  '@media': {
    [wideScreen]: { gridTemplateColumns: 'auto 1fr', alignItems: 'center' },
  },
});

// A box of fixed size, so the banner's height is known before the image arrives and the page
// below does not shift when it does (layout shift); an image of another shape fits inside it.
export const image = style({
  display: 'block',
  width: '8rem',
  height: '6rem',
  objectFit: 'contain',
  borderRadius: vars.radius.medium,
  '@media': {
    // Not on a phone, where the banner comes before the start page's question: its words say it.
    'screen and (max-width: 39.99rem)': { display: 'none' },
  },
});

export const copy = style({
  textAlign: 'center',
});

export const header = style({
  margin: 0,
  marginBottom: vars.space.xs,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.h3,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
});

export const line = style({
  margin: 0,
  marginBottom: vars.space.xxs,
});
