import { useLayoutEffect, type ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import '#themes/global.css.ts';
// Every theme's stylesheet, for the toolbar's switch and the three side by side (the app's pages
// load only the settlement's own, linked by the server).
import '#themes/ftc-7-0-default/theme.css.ts';
import '#themes/jnd-7-0-default/theme.css.ts';
import '#themes/jnd-9-0-kontent/theme.css.ts';
import { preloadLazyComponents } from '#design-system/lazyComponent.tsx';
import { themeClassFor, themeNames, vars, type ThemeName } from '#themes/index.ts';

/** The toolbar's theme values: each theme of spec §1, and `all` for the three side by side. */
type ThemeGlobal = ThemeName | 'all';

const defaultTheme: ThemeName = 'jnd-9-0-kontent';

/**
 * Puts the theme class and the language on <html>, as the app does (app/layout/Layout.tsx), so the
 * body takes the theme's colours and content that Radix portals into <body> (menus, dialogs) is
 * themed too.
 */
function DocumentRoot({ theme, locale, children }: { theme: ThemeGlobal; locale: string; children: ReactNode }) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const themeClass = themeClassFor(theme === 'all' ? defaultTheme : theme);
    root.classList.add(themeClass);
    // What the visual and axe tests wait for before they look.
    root.dataset.theme = theme;
    root.lang = locale;
    return () => root.classList.remove(themeClass);
  }, [theme, locale]);
  return children;
}

const withTheme: Decorator = (Story, context) => {
  const theme = (context.globals.theme ?? defaultTheme) as ThemeGlobal;
  const locale = (context.globals.locale ?? 'en') as string;
  if (theme !== 'all') {
    return (
      <DocumentRoot theme={theme} locale={locale}>
        <Story />
      </DocumentRoot>
    );
  }
  // The matrix: the story once per theme, side by side, each in its own theme class. Ids repeat
  // across the three copies, so this view is for looking, not for the visual or axe tests.
  return (
    <DocumentRoot theme={theme} locale={locale}>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(24rem, 1fr))',
          gap: '1rem',
          alignItems: 'start',
        }}
      >
        {themeNames.map((name) => (
          <section
            key={name}
            aria-label={name}
            className={themeClassFor(name)}
            style={{
              backgroundColor: vars.color.background,
              color: vars.color.text,
              fontFamily: vars.font.body,
              outline: '1px dashed #8a8a8a',
              padding: '0.75rem',
              minWidth: 0,
            }}
          >
            <p style={{ margin: '0 0 0.75rem', fontFamily: 'monospace', fontSize: '0.8125rem' }}>{name}</p>
            <Story />
          </section>
        ))}
      </div>
    </DocumentRoot>
  );
};

/**
 * A story's texts in the toolbar's language: `parameters.localeArgs.es` (stories/support/locale.ts)
 * goes over the English args while the language is Español, so components whose texts arrive as
 * props show the Spanish wording too.
 */
const withLocaleArgs: Decorator = (Story, context) => {
  const localeArgs = (context.parameters.localeArgs as Record<string, object> | undefined)?.[
    context.globals.locale as string
  ];
  return localeArgs ? <Story args={{ ...context.args, ...localeArgs }} /> : <Story />;
};

const preview: Preview = {
  // Every story is in the visual and axe runs unless it removes a tag ('!visual', '!a11y').
  tags: ['visual', 'a11y'],
  globalTypes: {
    theme: {
      description: 'Theme (spec §1); "all" shows the three side by side',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'jnd-9-0-kontent', title: 'jnd-9-0-kontent (active)' },
          { value: 'jnd-7-0-default', title: 'jnd-7-0-default' },
          { value: 'ftc-7-0-default', title: 'ftc-7-0-default' },
          { value: 'all', title: 'All three side by side' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language of the stories with Spanish texts and of <html lang>',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'es', title: 'Español' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: defaultTheme, locale: 'en' },
  // Every lazily loaded part (the claim menu, the calendar, the masked input, toasts) is in before a
  // story renders, so a story shows its final state at once: a menu open from the start is there
  // when the visual run measures the story's area, whichever story loaded the chunk before.
  loaders: [() => preloadLazyComponents()],
  // The first is innermost: the theme wraps the story with its Spanish args.
  decorators: [withLocaleArgs, withTheme],
  parameters: {
    controls: { expanded: true },
    // Fixed viewport-independent layout: the same pixels every time.
    layout: 'padded',
  },
};

export default preview;
