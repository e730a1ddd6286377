/**
 * The one breakpoint of the design system: below 40rem (640 px at the browser's default text
 * size) a layout is a phone's — one column, fields stacked, navigation folded, tables as cards.
 * `narrowScreen` stops just short of it, so the two never hold at once.
 */
export const phoneBreakpoint = '40rem';

/** A media query true on a phone-sized screen. */
export const narrowScreen = 'screen and (max-width: 39.99rem)';

/** A media query true on a screen at least as wide as the breakpoint. */
export const wideScreen = `screen and (min-width: ${phoneBreakpoint})`;
