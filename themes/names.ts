/**
 * The three themes of spec §1. themes/ imports nothing outside itself, so the list is kept here; it
 * must stay equal to `themeNames` in pages-config/schema/settlement.ts (a unit test checks this).
 */
export const themeNames = ['jnd-7-0-default', 'ftc-7-0-default', 'jnd-9-0-kontent'] as const;
export type ThemeName = (typeof themeNames)[number];

/**
 * The class that applies a theme's tokens, on the root element. A fixed name rather than one
 * vanilla-extract hashes: the client names the class without importing the theme's stylesheet,
 * which the server links for the settlement's theme alone (vite.config.ts, server/pages/pageHtml.ts).
 */
export function themeClassOf(theme: ThemeName): string {
  return `theme-${theme}`;
}
