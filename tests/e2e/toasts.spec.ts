import { expect, test, type Page } from '@playwright/test';
import { demoText, type Culture } from './support/pageChecks.ts';
import { signIn } from './support/standardJourney.ts';

// Toasts (spec §4) for the app's transient feedback: a removed vehicle row, whose button goes with
// it, is named in a toast in the claimant's language. (A removed document is announced by the
// documents editor's own status: tests/e2e/documents-on-a-phone.spec.ts.)

function toastRegion(page: Page) {
  return page.getByRole('region', { name: /F8/ });
}

for (const culture of ['en', 'es'] as const satisfies Culture[]) {
  const t = (key: string, values?: Record<string, string | number>) => demoText(culture, key, values);
  const language = culture === 'en' ? 'English' : 'Spanish';

  test(`a deleted vehicle row is named in a toast, in ${language}`, async ({ page }) => {
    await page.goto(`/automotive?culture=${culture}`);
    await signIn(page, culture, 'NWM-7B1N-3F8L', '406618');
    await page.getByLabel(t('LocKey_ClaimantInfo_Email'), { exact: true }).fill('riley.sample@example.com');
    await page.getByLabel(t('LocKey_ClaimantInfo_ConfirmEmail')).fill('riley.sample@example.com');
    await page.getByRole('button', { name: t('LocKey_Shared_Next') }).click();
    const rowName = t('LocKey_Vehicles_Row', { 0: 2 });
    await page.getByRole('button', { name: t('LocKey_Vehicles_DeleteRow', { 0: rowName }) }).click();
    const named = rowName.charAt(0).toLocaleUpperCase() + rowName.slice(1);
    await expect(toastRegion(page).getByText(t('LocKey_Shared_Removed', { 0: named }))).toBeVisible();
    // The region is named in the claimant's language, and a screen reader hears the toast as a
    // notification, not as the region's name with its shortcut's placeholder.
    await expect(
      page.getByRole('region', { name: t('LocKey_Shared_Notifications').replace('{hotkey}', 'F8') }),
    ).toHaveCount(1);
    await expect
      .poll(() => page.evaluate(() => document.body.textContent ?? ''))
      .toContain(`${t('LocKey_Shared_Notification')} `);
    expect(await page.evaluate(() => document.body.textContent)).not.toContain('{hotkey}');
  });
}
