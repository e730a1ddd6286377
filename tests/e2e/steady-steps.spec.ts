import { setTimeout as sleep } from 'node:timers/promises';
import { expect, test, type Page } from '@playwright/test';
import { watchLayoutShifts } from './support/layoutShifts.ts';
import { reachPaymentElectionAsAlex, signIn, texts } from './support/standardJourney.ts';

// Lighthouse's phone screen. On it the footer is more than half a screen tall and sits right under
// Next, so if the page changed while the claimant is down there, the footer would jump in view.
test.use({ viewport: { width: 412, height: 823 } });

/** Holds each request for `path` back by `milliseconds` (a phone network: past CLS's 500 ms). */
async function answerLate(page: Page, path: string | RegExp, milliseconds: number): Promise<void> {
  await page.route(path, async (route) => {
    await sleep(milliseconds);
    await route.continue();
  });
}

test('on a phone, signing in and Next change the step without the page jumping, however late the server answers', async ({
  page,
}) => {
  const unexpectedShift = await watchLayoutShifts(page);
  // The sign-in, the saved draft and each save answer a second late.
  await answerLate(page, /\/api\/forms\/standard\/(authorize|draft)$/, 1_000);

  await reachPaymentElectionAsAlex(page, 'en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);

  // Lighthouse's good band is 0.1; the issue asks for 0.02 on every step transition.
  expect(await unexpectedShift()).toBeLessThanOrEqual(0.02);
});

test('on a phone, the start page does not move from its first paint, even with the logo late and a slow CPU', async ({
  page,
}) => {
  const unexpectedShift = await watchLayoutShifts(page);
  // A phone's CPU (Lighthouse's 4×), where a frame can come between React's render and its effects.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await answerLate(page, '**/images/northwind-logo.svg', 1_500);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Northwind Settlement' })).toHaveJSProperty('complete', true);
  await page.waitForTimeout(100);
  expect(await unexpectedShift()).toBeLessThanOrEqual(0.02);
});

test('signing in shows the first step whole, with no spinner before it, though its blocks load only then', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The start page loads none of the later steps' chunks; here they come a second late, as on a phone.
  await answerLate(page, '**/app/dist/assets/*.js', 1_000);
  await page.evaluate(() => {
    const watched = window as unknown as { spinnerShown: boolean };
    watched.spinnerShown = false;
    new MutationObserver(() => {
      const statuses = [...document.querySelectorAll('[role="status"]')];
      if (statuses.some((status) => status.textContent === 'Loading')) watched.spinnerShown = true;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });

  await signIn(page, 'en', 'NWM-4J7K-2Q9P', '583104');
  await expect(page).toHaveURL(/\/standard\/claimant-info/);
  await expect(page.getByLabel(texts.en.firstName, { exact: true })).toHaveValue('Alex');
  await expect(page.getByRole('group', { name: 'Mailing address' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { spinnerShown: boolean }).spinnerShown)).toBe(false);
});

test("on a phone, a refused sign-in's error shows without the page jumping, however late the server answers", async ({
  page,
}) => {
  const unexpectedShift = await watchLayoutShifts(page);
  await answerLate(page, /\/api\/forms\/standard\/authorize$/, 1_000);

  await page.goto('/');
  await signIn(page, 'en', 'NWM-4J7K-2Q9P', '000000');
  await expect(page.getByRole('alert').first()).toBeVisible();

  expect(await unexpectedShift()).toBeLessThanOrEqual(0.02);
});

test("on a phone, a refused sign-in's error replaces the start page's own errors without the page jumping", async ({
  page,
}) => {
  const unexpectedShift = await watchLayoutShifts(page);
  await answerLate(page, /\/api\/forms\/standard\/authorize$/, 1_000);

  await page.goto('/');
  // Next with nothing typed: the page's own errors, in a longer summary.
  await page.getByRole('button', { name: texts.en.next }).click();
  await expect(page.getByRole('link', { name: 'Enter the PIN printed on your notice' })).toBeVisible();
  await signIn(page, 'en', 'NWM-4J7K-2Q9P', '000000');
  await expect(page.getByText(texts.en.authorizationError)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Enter the PIN printed on your notice' })).toHaveCount(0);

  expect(await unexpectedShift()).toBeLessThanOrEqual(0.02);
});
