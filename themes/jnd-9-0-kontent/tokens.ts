import type { ThemeTokens } from '../contract.css.ts';

/** jnd-9-0-kontent: the current house look — deep teal, Inter, rounded, airy. Contrast pairs checked for WCAG AA. */
export const tokens = {
  color: {
    text: '#1a2330',
    mutedText: '#4b5768',
    background: '#ffffff',
    surface: '#f1f5f8',
    primary: '#0a5c6e',
    primaryText: '#ffffff',
    secondary: '#3d4b5c',
    secondaryText: '#ffffff',
    error: '#b42318',
    focus: '#7a3fb8',
    border: '#6b7a8c',
    link: '#005f86',
    headerBackground: '#0a3a4a',
    headerText: '#ffffff',
    success: '#1d6b3a',
    warning: '#8a4b00',
    overlay: 'rgba(10, 30, 40, 0.6)',
    shadow: 'rgba(10, 30, 40, 0.2)',
  },
  font: {
    body: '"Inter Variable", "Helvetica Neue", Arial, sans-serif',
    heading: '"Inter Variable", "Helvetica Neue", Arial, sans-serif',
  },
  fontSize: { small: '0.875rem', body: '1rem', large: '1.125rem', h1: '2rem', h2: '1.5rem', h3: '1.25rem' },
  fontWeight: { regular: '400', bold: '650' },
  lineHeight: { body: '1.5', heading: '1.25' },
  space: { xxs: '0.25rem', xs: '0.5rem', s: '0.75rem', m: '1rem', l: '1.5rem', xl: '2rem', xxl: '3rem' },
  radius: { small: '6px', medium: '12px' },
  size: { contentMaxWidth: '48rem', outlineWidth: '3px' },
} satisfies ThemeTokens;
