import { style } from '@vanilla-extract/css';

/**
 * Off screen, not display:none or visibility:hidden: a bot that skips invisible inputs still meets
 * it, while no person sees it. It takes no space in the page's flow.
 */
export const honeypot = style({
  position: 'absolute',
  insetInlineStart: '-10000px',
  insetBlockStart: 'auto',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
});
