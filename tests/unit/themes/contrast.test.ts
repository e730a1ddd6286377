import { describe, expect, it } from 'vitest';
import { tokens as ftc70Default } from '#themes/ftc-7-0-default/tokens.ts';
import { tokens as jnd70Default } from '#themes/jnd-7-0-default/tokens.ts';
import { tokens as jnd90Kontent } from '#themes/jnd-9-0-kontent/tokens.ts';

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [red, green, blue] = channels.map((value) =>
    value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

function contrast(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

const themes = { 'ftc-7-0-default': ftc70Default, 'jnd-7-0-default': jnd70Default, 'jnd-9-0-kontent': jnd90Kontent };

// The pairs the design-system components draw text or icons with (WCAG 1.4.3 and 1.4.11, level AA).
const textPairs = [
  ['text', 'background'],
  ['text', 'surface'],
  ['mutedText', 'background'],
  ['mutedText', 'surface'],
  ['success', 'background'],
  ['success', 'surface'],
  ['warning', 'background'],
  ['warning', 'surface'],
  ['error', 'background'],
  ['error', 'surface'],
  ['primaryText', 'primary'],
  ['secondaryText', 'secondary'],
  ['primary', 'background'],
  ['link', 'background'],
  ['headerText', 'headerBackground'],
  ['topBarText', 'topBarBackground'],
  ['navText', 'navBackground'],
  ['footerText', 'footerBackground'],
  ['bannerText', 'bannerBackground'],
] as const;

describe('theme colour contrast', () => {
  for (const [themeName, tokens] of Object.entries(themes)) {
    for (const [foreground, background] of textPairs) {
      it(`${themeName}: ${foreground} on ${background} reaches 4.5:1`, () => {
        expect(contrast(tokens.color[foreground], tokens.color[background])).toBeGreaterThanOrEqual(4.5);
      });
    }

    it(`${themeName}: focus on background reaches 3:1`, () => {
      expect(contrast(tokens.color.focus, tokens.color.background)).toBeGreaterThanOrEqual(3);
    });

    it(`${themeName}: border on background reaches 3:1`, () => {
      expect(contrast(tokens.color.border, tokens.color.background)).toBeGreaterThanOrEqual(3);
    });
  }
});
