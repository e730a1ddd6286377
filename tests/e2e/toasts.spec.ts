import { expect, test, type Page } from '@playwright/test';
import { documentFixtures } from './support/documents.ts';
import { demoText, type Culture } from './support/pageChecks.ts';
import { signIn } from './support/standardJourney.ts';

// Toasts (spec §4) for the app's transient feedback: a removed document, whose button goes with
// it, is named in a toast in the claimant's language. A removed vehicle is announced by the
// vehicles editor itself.

function toastRegion(page: Page) {
  return page.getByRole('region', { name: /F8/ });
}

for (const culture of ['en', 'es'] as const satisfies Culture[]) {
  const t = (key: string, values?: Record<string, string | number>) => demoText(culture, key, values);
  const language = culture === 'en' ? 'English' : 'Spanish';

  test(`a deleted document is named in a toast, in ${language}`, async ({ page }) => {
    await page.goto(`/documents-upload?culture=${culture}`);
    await signIn(page, culture, 'NWM-5Z6V-8K2D', '135790');
    await page.getByRole('button', { name: t('LocKey_Documents_Add') }).click();
    await page.getByLabel(t('LocKey_Documents_Type')).selectOption({ label: t('LocKey_Documents_Type_Receipt') });
    await page.getByLabel(t('LocKey_Documents_File'), { exact: true }).setInputFiles(`${documentFixtures}/receipt.pdf`);
    await page.getByRole('button', { name: t('LocKey_Documents_Upload') }).click();
    await page.getByRole('button', { name: t('LocKey_Documents_Delete', { 0: 'receipt.pdf' }) }).click();
    await expect(toastRegion(page).getByText(t('LocKey_Shared_Removed', { 0: 'receipt.pdf' }))).toBeVisible();
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

  test(`a deleted vehicle is announced by the vehicles' own live region, not a toast, in ${language}`, async ({
    page,
  }) => {
    // Delete is confirmed first and focus then goes to Add: one polite announcement says what
    // happened (issue 21, point 12), where a toast would be a second.
    await page.goto(`/automotive?culture=${culture}`);
    await signIn(page, culture, 'NWM-7B1N-3F8L', '406618');
    await page.getByLabel(t('LocKey_ClaimantInfo_Email'), { exact: true }).fill('riley.sample@example.com');
    await page.getByLabel(t('LocKey_ClaimantInfo_ConfirmEmail')).fill('riley.sample@example.com');
    await page.getByRole('button', { name: t('LocKey_Shared_Next') }).click();
    await page.getByRole('button', { name: t('LocKey_Vehicles_DeleteRow', { 0: '2021 Cascade' }) }).click();
    await page.getByRole('button', { name: t('LocKey_Shared_TableRow_DeleteConfirm') }).click();
    const rowName = t('LocKey_Vehicles_Row', { 0: 2 });
    const named = t('LocKey_Shared_TableRow_Named', {
      0: rowName.charAt(0).toLocaleUpperCase() + rowName.slice(1),
      1: '2021 Cascade',
    });
    await expect(page.getByRole('status').filter({ hasText: t('LocKey_Shared_Removed', { 0: named }) })).toHaveCount(1);
    await expect(toastRegion(page).getByText(t('LocKey_Shared_Removed', { 0: named }))).toHaveCount(0);
  });
}
