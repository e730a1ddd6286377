import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css.ts';
import { narrowScreen as smallScreen, wideScreen } from '../breakpoints.ts';

export const nav = style({
  backgroundColor: vars.color.navBackground,
  color: vars.color.navText,
  borderBottom: `1px solid ${vars.color.border}`,
});

/**
 * Browsers that can show a closed disclosure's content (::details-content): on a wide screen the
 * links show and the button goes. Elsewhere the button shows at every width, and still works.
 */
const canUnfold = 'selector(::details-content)';

/** The disclosure the links fold into on a small screen. */
export const fold = style({});

globalStyle(`${fold}::details-content`, {
  '@supports': { [canUnfold]: { '@media': { [wideScreen]: { contentVisibility: 'visible' } } } },
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'stretch',
  gap: `0 ${vars.space.xxs}`,
  maxWidth: `calc(${vars.size.contentMaxWidth} + 16rem)`,
  margin: '0 auto',
  padding: `0 ${vars.space.xs}`,
  listStyle: 'none',
  '@media': {
    // Folded, the links are a column under the button, each a whole row wide.
    [smallScreen]: { flexDirection: 'column', paddingBottom: vars.space.xs },
  },
});

export const item = style({
  display: 'flex',
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: '2.75rem',
  padding: `${vars.space.xs} ${vars.space.s}`,
  color: vars.color.navText,
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.small,
  textDecoration: 'none',
  background: 'none',
  border: 0,
  borderBottom: '3px solid transparent',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderBottomColor: 'currentColor', textDecoration: 'none' },
    // Focus shows inside the bar, in the bar's text colour, so it is visible on every theme's bar.
    '&:focus-visible': { outlineColor: vars.color.navText, outlineOffset: '-3px' },
  },
});

/** The Menu button of a small screen: a native disclosure's summary, drawn as a link of the bar. */
export const toggle = style({
  marginLeft: vars.space.xs,
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    [`${fold}[open] > &`]: { borderBottomColor: 'currentColor' },
  },
  '@supports': { [canUnfold]: { '@media': { [wideScreen]: { display: 'none' } } } },
});

export const menuButton = style({
  selectors: {
    '&[data-state="open"]': { borderBottomColor: 'currentColor' },
  },
});

export const chevron = style({
  display: 'inline-flex',
  fontSize: '0.75em',
  transition: 'transform 150ms ease',
  selectors: {
    [`${menuButton}[data-state="open"] &, ${fold}[open] > ${toggle} &`]: { transform: 'rotate(180deg)' },
  },
});

export const menu = style({
  minWidth: '14rem',
  padding: vars.space.xxs,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  boxShadow: `0 ${vars.space.xxs} ${vars.space.m} ${vars.color.shadow}`,
  fontFamily: vars.font.body,
  zIndex: 20,
});

/** The menu's links as a list under its button, where JavaScript is off. */
export const menuWithoutScript = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const menuItem = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.s}`,
  color: vars.color.link,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  outline: 'none',
  selectors: {
    '&[data-highlighted]': {
      backgroundColor: vars.color.surface,
      textDecoration: 'underline',
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '-2px',
    },
  },
});
