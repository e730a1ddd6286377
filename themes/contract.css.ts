import { createThemeContract } from '@vanilla-extract/css';

/**
 * The semantic tokens every theme must define (STYLE.md: one contract, each theme a `createTheme`
 * over typed tokens). Components read only these variables, never a theme's literal values; a new
 * need becomes a new token here and `tsc` then fails until every theme's tokens.ts has it.
 */
const contractShape = {
  color: {
    /** Body text. At least 4.5:1 on background and surface. */
    text: null,
    /** Hints, secondary text. At least 4.5:1 on background and surface. */
    mutedText: null,
    /** Page background. */
    background: null,
    /** Panels, summaries, input groups. */
    surface: null,
    /** Primary buttons and accents. */
    primary: null,
    /** Text on primary. */
    primaryText: null,
    /** Secondary buttons. */
    secondary: null,
    /** Text on secondary. */
    secondaryText: null,
    /** Error messages and error borders. */
    error: null,
    /** Focus outline. At least 3:1 against background and surface. */
    focus: null,
    /** Input and panel borders. At least 3:1 against background. */
    border: null,
    /** Links. */
    link: null,
    /** The page header band. */
    headerBackground: null,
    /** Text on the header band. */
    headerText: null,
    /** Success messages' accent (border, icon). At least 4.5:1 on background and surface. */
    success: null,
    /** Warning messages' accent (border, icon). At least 4.5:1 on background and surface. */
    warning: null,
    /** The backdrop behind a modal dialog. */
    overlay: null,
    /** The shadow under floating panels (menus, calendars, toasts). */
    shadow: null,
    /** The kontent layout's thin bar above the header. */
    topBarBackground: null,
    /** Text and links on the top bar. At least 4.5:1 on topBarBackground. */
    topBarText: null,
    /** The site navigation bar under the header. */
    navBackground: null,
    /** Links and the menu button on the navigation bar. At least 4.5:1 on navBackground. */
    navText: null,
    /** The page footer. */
    footerBackground: null,
    /** Text and links in the footer. At least 4.5:1 on footerBackground. */
    footerText: null,
    /** The optional banner block (spec §2). */
    bannerBackground: null,
    /** Text on the banner. At least 4.5:1 on bannerBackground. */
    bannerText: null,
  },
  font: {
    body: null,
    heading: null,
  },
  fontSize: {
    small: null,
    body: null,
    large: null,
    h1: null,
    h2: null,
    h3: null,
  },
  fontWeight: {
    regular: null,
    bold: null,
  },
  lineHeight: {
    body: null,
    heading: null,
  },
  space: {
    xxs: null,
    xs: null,
    s: null,
    m: null,
    l: null,
    xl: null,
    xxl: null,
  },
  radius: {
    small: null,
    medium: null,
  },
  size: {
    /** Width of the text column. */
    contentMaxWidth: null,
    /** Width of the focus outline and of error borders. */
    outlineWidth: null,
    /** Height of the settlement's logo in the header. */
    logoHeight: null,
    /** Height of the kontent layout's header image. */
    headerImageHeight: null,
  },
};

/** The values a theme supplies: every token of the contract, as CSS values. */
export type ThemeTokens = {
  [Group in keyof typeof contractShape]: { [Token in keyof (typeof contractShape)[Group]]: string };
};

export const vars = createThemeContract(contractShape);
