import type { ThemeTokens } from '../contract.css.ts';

/** jnd-7-0-default: the classic look — royal blue, Source Sans 3, small radii. Contrast pairs checked for WCAG AA. */
export const tokens = {
  color: {
    text: '#212529',
    mutedText: '#545b62',
    background: '#ffffff',
    surface: '#f4f6f9',
    primary: '#1f4e8c',
    primaryText: '#ffffff',
    secondary: '#4a5560',
    secondaryText: '#ffffff',
    error: '#a4161a',
    focus: '#c25400',
    border: '#737b85',
    link: '#1f4e8c',
    headerBackground: '#1f4e8c',
    headerText: '#ffffff',
    success: '#1e6b34',
    warning: '#8a4b00',
    overlay: 'rgba(20, 30, 45, 0.6)',
    shadow: 'rgba(20, 30, 45, 0.2)',
  },
  font: {
    body: '"Source Sans 3 Variable", "Helvetica Neue", Arial, sans-serif',
    heading: '"Source Sans 3 Variable", "Helvetica Neue", Arial, sans-serif',
  },
  fontSize: { small: '0.875rem', body: '1rem', large: '1.125rem', h1: '2.125rem', h2: '1.625rem', h3: '1.25rem' },
  fontWeight: { regular: '400', bold: '700' },
  lineHeight: { body: '1.5', heading: '1.2' },
  space: { xxs: '0.25rem', xs: '0.5rem', s: '0.75rem', m: '1rem', l: '1.5rem', xl: '2rem', xxl: '2.5rem' },
  radius: { small: '3px', medium: '4px' },
  size: { contentMaxWidth: '46rem', outlineWidth: '3px' },
} satisfies ThemeTokens;
