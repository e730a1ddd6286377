import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css.ts';

export const header = style({});

/** Hooks for layout-specific rules; the markup already differs per layout. */
export const layout = styleVariants({ standard: {}, ftc: {}, kontent: {} });

/** The coloured band with the titles (standard and ftc). */
export const band = style({
  backgroundColor: vars.color.headerBackground,
  color: vars.color.headerText,
});

// On the dark bands the theme's focus colour may not stand out: outline in the band's text colour.
globalStyle(`${band} :focus-visible`, { outlineColor: vars.color.headerText });

export const inner = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.m,
  maxWidth: `calc(${vars.size.contentMaxWidth} + 16rem)`,
  margin: '0 auto',
  padding: `${vars.space.m} ${vars.space.m}`,
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.m,
});

export const logo = style({
  display: 'block',
  height: vars.size.logoHeight,
  width: 'auto',
  // A square box is kept for the logo before it arrives: with no width until then, the titles
  // beside it wrapped to fewer lines and the whole page below moved down when it came.
  minWidth: vars.size.logoHeight,
  flexShrink: 0,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
});

export const eyebrow = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

export const projectTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.h2,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
});

export const subtitle = style({
  margin: 0,
  marginBottom: vars.space.xxs,
  fontSize: vars.fontSize.large,
});

export const caseLine = style({
  margin: 0,
  fontSize: vars.fontSize.small,
});

export const tools = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.m,
  fontSize: vars.fontSize.small,
});

export const toolLink = style({
  color: 'inherit',
  fontWeight: vars.fontWeight.bold,
});

/** The languages, side by side. */
export const languages = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.m,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The active language: plain text among the links. */
export const currentLanguage = style({
  fontWeight: vars.fontWeight.regular,
});

/** kontent: the thin bar above the logo. */
export const topBar = style({
  backgroundColor: vars.color.topBarBackground,
  color: vars.color.topBarText,
});

globalStyle(`${topBar} :focus-visible`, { outlineColor: vars.color.topBarText });

export const topBarInner = style({
  paddingTop: vars.space.xs,
  paddingBottom: vars.space.xs,
});

export const topBarText = style({
  margin: 0,
  fontSize: vars.fontSize.small,
});

/** kontent: the logo and titles on the page background. */
export const kontentBrand = style({
  backgroundColor: vars.color.background,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** kontent: the wide image under the navigation. */
export const headerImage = style({
  display: 'block',
  width: '100%',
  height: vars.size.headerImageHeight,
  objectFit: 'cover',
  '@media': {
    // A strip on a phone: the page's heading and first question stay on the first screen.
    'screen and (max-width: 39.99rem)': { height: `min(${vars.size.headerImageHeight}, 4.5rem)` },
  },
});
