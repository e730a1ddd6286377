import { expect, test } from '@playwright/test';
import { e2eServer } from './support/e2eServer.ts';
import { everyPageJourneys } from './support/everyPageJourneys.ts';
import { PageChecks, type Culture } from './support/pageChecks.ts';
import { themeServers } from './support/themeServers.ts';

// Every page of every flow, each state a claimant meets (empty, with its errors, filled in), in
// English and Spanish and in the three themes: axe finds no WCAG 2.1 A/AA violation, and the
// Spanish pages show no English text of the demo's content. Each theme is the demo served with
// that theme setting (the demo's own on e2eServer, the others through THEME).
const themes = [{ theme: 'jnd-9-0-kontent', url: e2eServer.url }, ...themeServers];
const cultures: Culture[] = ['en', 'es'];

for (const { theme, url } of themes) {
  test.describe(theme, () => {
    test.use({ baseURL: url });
    for (const culture of cultures) {
      const language = culture === 'en' ? 'English' : 'Spanish';
      const promise = culture === 'en' ? 'has no axe violations' : 'is all Spanish and has no axe violations';
      for (const journey of everyPageJourneys) {
        test(`${journey.name}: every page ${promise}, in ${language}`, async ({ page }) => {
          test.setTimeout(120_000);
          const checks = new PageChecks(page, culture);
          await journey.walk(page, checks);
          expect(checks.visited.length).toBeGreaterThan(0);
          expect(checks.problems).toEqual([]);
        });
      }
    }
  });
}

test('each theme server serves the demo in its own theme', async ({ page, request }) => {
  const rootClasses = new Set<string | null>();
  for (const { theme, url } of themes) {
    expect(((await (await request.get(`${url}/api/settlement`)).json()) as { theme: string }).theme).toBe(theme);
    await page.goto(`${url}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    rootClasses.add(await page.locator('html').getAttribute('class'));
  }
  expect(rootClasses.size).toBe(themes.length);
});
