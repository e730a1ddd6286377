import { expect, test } from '@playwright/test';
import type { SettlementResponse } from '#pages-config/api/contract.ts';
import { claimStatusPath, pagePathsOf } from '#pages-config/rules/pagePaths.ts';
import { demoText, type Culture } from './support/pageChecks.ts';

// The public pages come whole from the server (server/plugins/app/pages.ts): with JavaScript off
// they read in full, in the claimant's language, every link leads somewhere, and sign-in says
// plainly that it needs JavaScript.

test.use({ javaScriptEnabled: false });

for (const culture of ['en', 'es'] as const satisfies readonly Culture[]) {
  test(`every public page reads, and its links lead somewhere, with JavaScript off, in ${culture}`, async ({
    page,
    request,
  }) => {
    const settlement = (await (await request.get('/api/settlement')).json()) as SettlementResponse;
    const behindSignIn = new Set(
      settlement.forms.flatMap((form) => form.steps.filter((step) => !step.authorize)).map((step) => step.path),
    );
    // Each form's sign-in, Standard's at /standard too.
    const startPaths = new Set([...settlement.forms.map((form) => form.steps[0]!.path), '/standard']);
    const publicPaths = [...pagePathsOf(settlement)].filter(
      (path) => !behindSignIn.has(path) && path !== claimStatusPath,
    );
    expect(publicPaths.length).toBeGreaterThan(10);
    const checkedLinks = new Map<string, number>();

    for (const path of publicPaths) {
      const address = `${path}?culture=${culture}${path === '/session-expired' ? '&form=standard' : ''}`;
      const response = await page.goto(address);
      expect([path, response?.status()]).toEqual([path, 200]);
      await expect(page.locator('html')).toHaveAttribute('lang', culture);
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
      await expect(page.getByRole('contentinfo')).toContainText(demoText(culture, 'LocKey_Footer_ForMoreInformation'));

      // The claim menu's links are listed under its button, and the other language is a link.
      for (const key of ['LocKey_Nav_CheckClaimStatus', 'LocKey_Nav_UploadDocuments', 'LocKey_Nav_ChangeAddress'])
        await expect(page.getByRole('link', { name: demoText(culture, key) })).toBeVisible();
      const otherLanguage = culture === 'en' ? 'Español' : 'English';
      await expect(page.getByRole('link', { name: otherLanguage, exact: true }).first()).toBeVisible();

      // Playwright's text queries pass over <noscript>; the message is read from its box.
      const signInNotice = page.locator('main [data-variant="warning"]', {
        hasText: demoText(culture, 'LocKey_Shared_JavaScriptRequired'),
      });
      if (startPaths.has(path)) await expect(signInNotice).toBeVisible();
      else await expect(signInNotice).toHaveCount(0);

      const hrefs = await page
        .locator('a[href]')
        .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
      for (const href of hrefs) {
        const url = new URL(href);
        if (url.origin !== new URL(page.url()).origin || checkedLinks.has(url.pathname + url.search)) continue;
        const status = (await request.get(href, { maxRedirects: 5 })).status();
        checkedLinks.set(url.pathname + url.search, status);
        expect([href, status]).toEqual([href, 200]);
      }
    }
    expect(checkedLinks.size).toBeGreaterThan(10);
  });
}
