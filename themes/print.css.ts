import { globalStyle, type GlobalStyleRule } from '@vanilla-extract/css';

/**
 * The printed page (the confirmation's "Print this page", or the browser's own print): the content
 * and the case's header and footer texts in black on white, without what only works on screen —
 * navigation, buttons, the banner, the skip link. Shared by every theme.
 */
function inPrint(rule: GlobalStyleRule): GlobalStyleRule {
  return { '@media': { print: rule } };
}

globalStyle(
  '*, *::before, *::after',
  inPrint({ color: '#000 !important', background: 'transparent !important', boxShadow: 'none !important' }),
);

globalStyle('body', inPrint({ fontSize: '11pt' }));

globalStyle(
  // The banner is the section beside <main> in the page chrome; the skip link targets main.
  'nav, button, [data-print="hide"], a[href="#main-content"], div:has(> main) > section',
  inPrint({ display: 'none !important' }),
);

globalStyle('a', inPrint({ textDecoration: 'none' }));

globalStyle('main', inPrint({ maxWidth: 'none', margin: '0', padding: '0' }));
