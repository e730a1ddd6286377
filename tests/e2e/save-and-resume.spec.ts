import { existsSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { findDraftRow } from './support/database.ts';
import { e2eServer } from './support/e2eServer.ts';
import { answerLossesQuestion, signIn, texts } from './support/standardJourney.ts';

// Save and resume: Jordan Example's Standard answers, saved when leaving the claimant-info step,
// come back on another device after authorizing again, are kept sealed in the database, and are
// gone once the claim is filed. Jordan's Standard claim in automotive-claim.spec.ts is filed in
// one go, so no other journey meets this draft.
const t = texts.en;
const jordan = { noticeId: 'NWM-8H3D-6T1W', pin: '270945' };
const phone = '(512) 555-0147';
const savedText = 'Your answers are saved. If you stop now, sign in again with your Notice ID and PIN to continue.';

async function signInAsJordan(page: Page) {
  await page.goto('/');
  await signIn(page, 'en', jordan.noticeId, jordan.pin);
  await expect(page).toHaveURL(/\/standard\/claimant-info$/);
  await expect(page.getByLabel(t.firstName, { exact: true })).toHaveValue('Jordan');
}

test('answers saved on leaving a step come back on another device, sealed at rest, and go when the claim is filed', async ({
  browser,
  page,
}) => {
  await signInAsJordan(page);
  await page.getByLabel(t.phone).pressSequentially('5125550147');
  await page.getByRole('button', { name: t.next }).click();
  await answerLossesQuestion(page, 'en', false);
  await expect(page).toHaveURL(/\/standard\/payment-election$/);

  // Spec §4, §9: the saved indicator shows, then goes after 5000 ms (timed loosely: the browser's
  // and the test's clocks run apart by the polling interval).
  const indicator = page.getByRole('status').filter({ hasText: savedText });
  await expect(indicator).toBeVisible();
  const shownAt = Date.now();
  await expect(indicator).toBeHidden({ timeout: 10_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(4_000);

  // What a copy of the database holds: a sealed value beside its key id, no answer in the clear.
  const row = findDraftRow('NWM8H3D6T1W', 'Standard');
  expect(row).toMatchObject({ notice_id: 'NWM8H3D6T1W', form_type: 'Standard', key_id: expect.any(String) });
  for (const answer of [phone, '5125550147', 'jordan.example@example.com', '22 Oak Ave', 'Austin']) {
    expect(JSON.stringify(row)).not.toContain(answer);
    expect(Buffer.from(row?.ciphertext ?? '', 'base64').includes(answer)).toBe(false);
  }
  // Nor the database file itself (its write-ahead log is checkpointed into it or read with it).
  for (const file of [e2eServer.databaseFile, `${e2eServer.databaseFile}-wal`].filter((path) => existsSync(path))) {
    expect(readFileSync(file).includes(phone)).toBe(false);
  }

  // Another device: a new browser context, nothing shared with the first but the server.
  const otherDevice = await browser.newContext({ baseURL: e2eServer.url });
  const other = await otherDevice.newPage();
  await signInAsJordan(other);
  await expect(other.getByLabel(t.phone)).toHaveValue(phone);
  // The notice's email, kept: nothing to confirm, on this device either.
  await expect(other.getByLabel(t.confirmEmail)).toHaveCount(0);
  // Nothing of the draft in the browser's storage.
  expect(await other.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);

  await other.getByRole('button', { name: t.next }).click();
  await expect(other).toHaveURL(/\/standard\/documented-losses$/);
  await expect(other.getByRole('radio', { name: t.no, exact: true })).toBeChecked();
  await other.getByRole('button', { name: t.next }).click();
  await expect(other).toHaveURL(/\/standard\/payment-election$/);
  await other.getByRole('radio', { name: t.check }).check();
  await other.getByRole('button', { name: t.next }).click();
  await expect(other).toHaveURL(/\/standard\/claim-summary$/);
  await other.getByLabel(t.signature).fill('Jordan Example');
  await other.getByRole('button', { name: t.submit }).click();
  await expect(other).toHaveURL(/\/standard\/confirmation$/);
  expect(findDraftRow('NWM8H3D6T1W', 'Standard')).toBeUndefined();
  await otherDevice.close();

  // Filed: a new sign-in starts from the notice's prefill, with no draft.
  const third = await browser.newContext({ baseURL: e2eServer.url });
  const afterFiling = await third.newPage();
  await signInAsJordan(afterFiling);
  await expect(afterFiling.getByLabel(t.phone)).toHaveValue('');
  await afterFiling.getByRole('button', { name: t.next }).click();
  await expect(afterFiling).toHaveURL(/\/standard\/documented-losses$/);
  await expect(afterFiling.getByRole('radio', { checked: true })).toHaveCount(0);
  await third.close();
});
