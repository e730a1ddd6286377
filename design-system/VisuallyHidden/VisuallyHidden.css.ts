import { style } from '@vanilla-extract/css';

/**
 * Hidden on screen, read by screen readers (the usual clip pattern). Placed absolutely, where it
 * would stand in the flow: its containing block is the nearest positioned ancestor, so inside a box
 * that scrolls or clips, that box must be positioned (`position: relative`), or the text escapes it
 * and widens the page (design-system/README.md, recipe 4).
 */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});
