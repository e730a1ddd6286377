import { themeNames, type ThemeName } from './names.ts';
import { themeClass as ftc70Default } from './ftc-7-0-default/theme.css.ts';
import { themeClass as jnd70Default } from './jnd-7-0-default/theme.css.ts';
import { themeClass as jnd90Kontent } from './jnd-9-0-kontent/theme.css.ts';

export { vars, type ThemeTokens } from './contract.css.ts';
export { themeNames, type ThemeName } from './names.ts';

const themeClasses: Record<ThemeName, string> = {
  'jnd-7-0-default': jnd70Default,
  'ftc-7-0-default': ftc70Default,
  'jnd-9-0-kontent': jnd90Kontent,
};

function isThemeName(name: string): name is ThemeName {
  return (themeNames as readonly string[]).includes(name);
}

/**
 * The class name of a theme, to put on the root element. Throws the spec's internal errors (§8):
 * 'theme not specified' when no name is given, 'unexpected value for appsettings.theme: {value}'
 * for any name that is not one of the three themes.
 */
export function themeClassFor(name: string | null | undefined): string {
  if (name === null || name === undefined || name.trim() === '') throw new Error('theme not specified');
  if (!isThemeName(name)) throw new Error(`unexpected value for appsettings.theme: ${name}`);
  return themeClasses[name];
}
