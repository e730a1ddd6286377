import { expect, test, type Page, type Request } from '@playwright/test';
import { themeClassOf, themeNames, type ThemeName } from '#themes/names.ts';
import { fallbackFamilyOf, themeFonts } from '#themes/themeFonts.ts';
import { watchLayoutShifts } from './support/layoutShifts.ts';
import { themeServers } from './support/themeServers.ts';

// Each theme's tokens and font faces are a stylesheet of their own, which the server links for the
// settlement's theme alone (vite.config.ts, server/pages/pageHtml.ts); each web font has a local
// fallback scaled to its metrics, so the text does not move when the font arrives.

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

// Lighthouse's phone screen, as in steady-steps.spec.ts.
test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  for (const { theme, url } of themeServers) {
    test(`the ${theme} start page does not move when its web font arrives late`, async ({ page }) => {
      const unexpectedShift = await watchLayoutShifts(page);
      // The font files are held back until the page has been drawn in the fallback.
      let releaseFonts = () => {};
      const fontsHeld = new Promise<void>((resolve) => (releaseFonts = resolve));
      await page.route(/\.woff2$/, async (route) => {
        await fontsHeld;
        await route.continue();
      });

      // Not until the load event: that waits for the preloaded font.
      await page.goto(`${url}/`, { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const font = themeFonts[theme];
      // Meanwhile the text is drawn in the theme's metric-matched fallback face.
      const loadedFaces = () =>
        page.evaluate(() =>
          [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replaceAll('"', '')),
        );
      expect(await loadedFaces()).toContain(fallbackFamilyOf(font));
      releaseFonts();
      await page.evaluate(async () => {
        await document.fonts.ready;
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      });
      // Then in the theme's own font: its faces are valid CSS, declared and loaded.
      expect(await loadedFaces()).toContain(font.family);
      await page.waitForTimeout(100);
      // The bound for every page change, here for the font's swap.
      expect(await unexpectedShift()).toBeLessThanOrEqual(0.02);
    });
  }
});
