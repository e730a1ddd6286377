import type { ThemeTokens } from '../contract.css.ts';

/** ftc-7-0-default: the trade-commission look — navy on warm paper, Public Sans, square corners. Contrast pairs checked for WCAG AA. */
export const tokens = {
  color: {
    text: '#1b1b1b',
    mutedText: '#555555',
    background: '#fbfaf6',
    surface: '#f1eee4',
    primary: '#243f6b',
    primaryText: '#ffffff',
    secondary: '#5b4a1c',
    secondaryText: '#ffffff',
    error: '#9c1c1c',
    focus: '#8a5a00',
    border: '#71767a',
    link: '#1a4d8f',
    headerBackground: '#243f6b',
    headerText: '#ffffff',
    success: '#2e6328',
    warning: '#7a4300',
    overlay: 'rgba(27, 27, 27, 0.6)',
    shadow: 'rgba(27, 27, 27, 0.2)',
  },
  font: {
    body: '"Public Sans Variable", "Helvetica Neue", Arial, sans-serif',
    heading: '"Public Sans Variable", "Helvetica Neue", Arial, sans-serif',
  },
  fontSize: { small: '0.9375rem', body: '1.0625rem', large: '1.1875rem', h1: '2.25rem', h2: '1.75rem', h3: '1.375rem' },
  fontWeight: { regular: '400', bold: '700' },
  lineHeight: { body: '1.6', heading: '1.2' },
  space: { xxs: '0.25rem', xs: '0.5rem', s: '0.75rem', m: '1rem', l: '1.5rem', xl: '2rem', xxl: '3rem' },
  radius: { small: '0', medium: '0' },
  size: { contentMaxWidth: '50rem', outlineWidth: '3px' },
} satisfies ThemeTokens;
