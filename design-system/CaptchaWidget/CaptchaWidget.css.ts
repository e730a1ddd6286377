import { style } from '@vanilla-extract/css';

/** An invisible widget takes no room; the services draw their challenge in their own overlay. */
export const container = style({
  display: 'contents',
});
