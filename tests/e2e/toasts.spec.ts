import { expect, test, type Page } from '@playwright/test';
import { demoText, type Culture } from './support/pageChecks.ts';
import { signIn } from './support/standardJourney.ts';

// Toasts (spec §4) for the app's transient feedback: a failed tracking call, which costs the claim
// nothing, is a toast in the claimant's language. A removed vehicle or document is announced by its
// editor's own live region (tests/e2e/vehicles-on-a-phone.spec.ts, documents-on-a-phone.spec.ts).

function toastRegion(page: Page) {
  return page.getByRole('region', { name: /F8/ });
}

for (const culture of ['en', 'es'] as const satisfies Culture[]) {
  const t = (key: string, values?: Record<string, string | number>) => demoText(culture, key, values);
  const language = culture === 'en' ? 'English' : 'Spanish';

  test(`a toast is read as a notification in a region named in the claimant's language, in ${language}`, async ({
    page,
  }) => {
    await page.route('**/api/telemetry/tracking', (route) => route.fulfill({ status: 500, json: {} }));
    await page.goto(`/?culture=${culture}`);
    await page.getByLabel(t('LocKey_Credentials_NoticeId'), { exact: true }).fill('NWM-4J7K-2Q9P');
    await page.getByLabel(t('LocKey_Credentials_Pin'), { exact: true }).focus();
    await expect(toastRegion(page).getByText(t('LocKey_Shared_ErrorMessage_Problem'))).toBeVisible();
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
