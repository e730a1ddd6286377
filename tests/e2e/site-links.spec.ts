import { expect, test } from '@playwright/test';
import { e2eServer } from './support/e2eServer.ts';

// Spec §2 site links: every link of the header, its claim menu and the footer leads somewhere real.
for (const culture of ['en', 'es'] as const) {
  test(`no link of the page chrome is dead (${culture === 'en' ? 'English' : 'Spanish'})`, async ({
    page,
    request,
  }) => {
    await page.goto(culture === 'en' ? '/' : `/?culture=${culture}`);
    await page.getByRole('navigation').getByRole('button', { expanded: false }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    const hrefs = await page
      .locator('header a[href], nav a[href], [role="menu"] a[href], footer a[href]')
      .evaluateAll((anchors) => [...new Set(anchors.map((anchor) => (anchor as HTMLAnchorElement).href))]);
    expect(hrefs.length).toBeGreaterThanOrEqual(12);

    const notFoundTitle = culture === 'en' ? 'Page not found' : 'No se encontró la página';
    for (const href of hrefs) {
      const url = new URL(href);
      if (url.protocol === 'mailto:') {
        expect(url.pathname, href).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
        continue;
      }
      if (url.protocol === 'tel:') {
        expect(url.pathname, href).toMatch(/^\+?\d{10,}$/);
        continue;
      }
      if (url.hash && url.pathname === new URL(page.url()).pathname) continue; // "Back to top"
      expect(url.origin, `${href} stays on this site`).toBe(e2eServer.url);
      expect((await request.get(href)).status(), href).toBe(200);
      const visit = await page.context().newPage();
      await visit.goto(href);
      await expect(visit.getByRole('heading', { level: 1 }), href).toBeVisible();
      await expect(visit.getByRole('heading', { level: 1 }), href).not.toHaveText(notFoundTitle);
      await visit.close();
    }
  });
}
