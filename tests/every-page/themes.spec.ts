import { expect, test } from '@playwright/test';
import { themeServers } from '../e2e/support/themeServers.ts';

test('each theme server serves the demo in its own theme', async ({ page, request }) => {
  const rootClasses = new Set<string | null>();
  for (const { theme, url } of themeServers) {
    expect(((await (await request.get(`${url}/api/settlement`)).json()) as { theme: string }).theme).toBe(theme);
    await page.goto(`${url}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    rootClasses.add(await page.locator('html').getAttribute('class'));
  }
  expect(rootClasses.size).toBe(themeServers.length);
});
