import { themeClassOf, themeNames, type ThemeName } from './names.ts';

export { vars, type ThemeTokens } from './contract.css.ts';
export { themeNames, type ThemeName } from './names.ts';

function isThemeName(name: string): name is ThemeName {
  return (themeNames as readonly string[]).includes(name);
}

/**
 * The class name of a theme, to put on the root element. Throws the spec's internal errors (§8):
 * 'theme not specified' when no name is given, 'unexpected value for appsettings.theme: {value}'
 * for any name that is not one of the three themes. The class's rules are in the theme's own
 * stylesheet (`<theme>/theme.css.ts`), which this module does not import: the page links it.
 */
export function themeClassFor(name: string | null | undefined): string {
  if (name === null || name === undefined || name.trim() === '') throw new Error('theme not specified');
  if (!isThemeName(name)) throw new Error(`unexpected value for appsettings.theme: ${name}`);
  return themeClassOf(name);
}
