import { expect, test, type Page } from '@playwright/test';
import { forgetDrafts } from './support/database.ts';
import { signIn, texts } from './support/standardJourney.ts';

// Each journey starts from the notice's prefill: no answers an earlier journey left saved for the member.
test.beforeEach(() => {
  forgetDrafts();
});

/** The timeout warning's texts, per culture (the demo's content). */
const warning = {
  en: { title: 'Are you still there?', continue: 'Continue', expiredTitle: 'Your session has ended' },
  es: { title: '¿Sigue ahí?', continue: 'Continuar', expiredTitle: 'Su sesión terminó' },
} as const;

/** Seconds shown by the countdown (mm:ss). */
async function countdownSeconds(page: Page): Promise<number> {
  const text = (await page.getByRole('timer').textContent()) ?? '';
  const match = /^(\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) throw new Error(`The countdown shows "${text}", not mm:ss`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Signs Alex Sample in on a fake clock and types into the claimant-info step. */
async function startClaimAsAlex(page: Page, culture: 'en' | 'es'): Promise<void> {
  await page.clock.install();
  await page.goto(culture === 'en' ? '/' : `/?culture=${culture}`);
  await signIn(page, culture, 'NWM-4J7K-2Q9P', '583104');
  await expect(page).toHaveURL(/\/standard\/claimant-info/);
  await page.getByLabel(texts[culture].phone).pressSequentially('5555550123');
  await page.getByLabel(texts[culture].phone).blur();
}

test('an idle session warns in its last minute, counting down every second, in English', async ({ page }) => {
  await startClaimAsAlex(page, 'en');

  await page.clock.fastForward('28:30');
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await page.clock.fastForward('00:31');
  await expect(page.getByRole('alertdialog', { name: warning.en.title })).toBeVisible();
  const first = await countdownSeconds(page);
  expect(first).toBeGreaterThan(55);
  await page.clock.runFor(3000);
  await expect.poll(() => countdownSeconds(page)).toBe(first - 3);
});

test('an idle session ends on the session-expired page, logged out and with the answers cleared', async ({ page }) => {
  await startClaimAsAlex(page, 'en');
  const logout = page.waitForResponse(
    (response) => response.url().endsWith('/api/session-timeout') && response.request().method() === 'POST',
  );

  await page.clock.fastForward('30:01');
  expect((await logout).status()).toBe(200);
  await expect(page).toHaveURL(/\/session-expired\?form=standard&culture=en$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(warning.en.expiredTitle);

  // Starting again works on the new session, with nothing of the old answers left.
  await page.getByRole('link', { name: 'Start again' }).click();
  await signIn(page, 'en', 'NWM-4J7K-2Q9P', '583104');
  await expect(page).toHaveURL(/\/standard\/claimant-info/);
  await expect(page.getByLabel(texts.en.firstName, { exact: true })).toHaveValue('Alex');
  await expect(page.getByLabel(texts.en.phone)).toHaveValue('');
});

test('an idle session ends on the session-expired page in Spanish', async ({ page }) => {
  await startClaimAsAlex(page, 'es');
  await page.clock.fastForward('30:01');
  await expect(page).toHaveURL(/\/session-expired\?form=standard&culture=es$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(warning.es.expiredTitle);
});

test('Continue extends the session past its first end, on the server too, in Spanish', async ({ page }) => {
  await startClaimAsAlex(page, 'es');
  await page.clock.fastForward('29:10');
  const continueButton = page.getByRole('button', { name: warning.es.continue });
  await expect(page.getByRole('alertdialog', { name: warning.es.title })).toBeVisible();
  // The warning takes focus to Continue, so a keyboard user answers it with Enter.
  await expect(continueButton).toBeFocused();
  const keepAlive = page.waitForRequest((request) => request.url().endsWith('/api/csrf'));
  await continueButton.press('Enter');
  await keepAlive;

  await expect(page.getByRole('alertdialog')).toBeHidden();
  await page.clock.fastForward('02:00');
  await expect(page).toHaveURL(/\/standard\/claimant-info/);
  await expect(page.getByLabel(texts.es.phone)).toHaveValue('(555) 555-0123');
  // The timer started over: it warns again 29 minutes after Continue, not before.
  await page.clock.fastForward('26:00');
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await page.clock.fastForward('01:30');
  await expect(page.getByRole('alertdialog', { name: warning.es.title })).toBeVisible();
});

test('any activity, such as the mouse wheel, extends the session while the warning shows', async ({ page }) => {
  await startClaimAsAlex(page, 'en');
  await page.clock.fastForward('29:10');
  await expect(page.getByRole('alertdialog', { name: warning.en.title })).toBeVisible();
  await page.mouse.wheel(0, 200);

  await expect(page.getByRole('alertdialog')).toBeHidden();
  await page.clock.fastForward('02:00');
  await expect(page).toHaveURL(/\/standard\/claimant-info/);
});

/** Spec §2: the first page of Automotive, Lookup and DocumentsUpload has the timeout disabled. */
const firstPagesWithoutTimeout = ['/automotive', '/lookup', '/documents-upload'];

for (const startPath of firstPagesWithoutTimeout) {
  test(`the first page ${startPath} has no timeout: idle past the session's end, no warning and no expiry`, async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto(startPath);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.clock.fastForward('45:00');
    await expect(page.getByRole('alertdialog')).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${startPath}$`));
  });
}
