import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

/**
 * Document-wide rules every theme shares. They read the contract variables, so they take the
 * colours of whichever theme class sits on the root element.
 */
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  // Spec §1: each theme scrolls smoothly to a header area.
  scrollBehavior: 'smooth',
  WebkitTextSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  backgroundColor: vars.color.background,
});

globalStyle('a', { color: vars.color.link, textUnderlineOffset: '0.15em' });

// A visible focus indicator on every focusable element (WCAG 2.4.7), in the theme's focus colour.
globalStyle(':focus-visible', {
  outline: `${vars.size.outlineWidth} solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

// Programmatic focus targets get the outline only when reached by keyboard; headings and the main
// region take focus after a page change only to move the reading position, so they never show it.
globalStyle('[tabindex="-1"]:focus:not(:focus-visible)', { outline: 'none' });
globalStyle(':is(h1, h2, h3, main)[tabindex="-1"]:focus', { outline: 'none' });

globalStyle('html', {
  '@media': {
    '(prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' },
  },
});

globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
