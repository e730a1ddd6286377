import { expect, test, type Page, type Request } from '@playwright/test';
import { themeClassOf, themeNames, type ThemeName } from '#themes/names.ts';
import { themeFonts } from '#themes/themeFonts.ts';
import { themeServers } from './support/themeServers.ts';

// Each theme's tokens and font faces are a stylesheet of their own, which the server links for the
// settlement's theme alone (vite.config.ts, server/pages/pageHtml.ts).

/** The stylesheets Chromium requests for a page, until the network is quiet, with their text. */
async function stylesheetsOf(page: Page, url: string): Promise<{ url: string; text: string }[]> {
  const requests: Request[] = [];
  const collect = (request: Request) => {
    if (request.resourceType() === 'stylesheet') requests.push(request);
  };
  page.on('request', collect);
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  page.off('request', collect);
  return Promise.all(
    requests.map(async (request) => ({ url: request.url(), text: (await (await request.response())?.text()) ?? '' })),
  );
}

/** Whether a stylesheet has the rules of a theme: its class, or its font's faces. */
function hasThemeRules(text: string, theme: ThemeName): boolean {
  return text.includes(`.${themeClassOf(theme)}`) || text.includes(themeFonts[theme].family);
}

for (const { theme, url } of themeServers) {
  test(`the ${theme} start page loads its own theme's stylesheet, render-blocking, and no other theme's`, async ({
    page,
  }) => {
    const stylesheets = await stylesheetsOf(page, `${url}/`);
    const withRules = (name: ThemeName) =>
      stylesheets.filter(({ text }) => hasThemeRules(text, name)).map((stylesheet) => new URL(stylesheet.url).pathname);
    const themeStylesheets = withRules(theme);
    expect({
      own: themeStylesheets.length,
      others: themeNames.filter((name) => name !== theme).flatMap(withRules),
    }).toEqual({ own: 1, others: [] });
    // Linked in the page's head, the stylesheet holds the first paint until it is in: no flash of
    // the page without its theme.
    const blocking = await page.evaluate(
      (path) =>
        (performance.getEntriesByType('resource') as (PerformanceResourceTiming & { renderBlockingStatus?: string })[])
          .filter((entry) => new URL(entry.name).pathname === path)
          .map((entry) => entry.renderBlockingStatus),
      themeStylesheets[0]!,
    );
    expect(blocking).toEqual(['blocking']);
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${themeClassOf(theme)}\\b`));
  });
}
