import { expect, test, type Page } from '@playwright/test';
import { signIn, texts } from './support/standardJourney.ts';
import { withoutStartData } from './support/withoutStartData.ts';

// A modal dialog locks the page's scroll with a <style> element it injects (Radix's
// react-remove-scroll). The Content Security Policy allows no inline style: the element must carry
// the nonce of the page's response, or Chromium blocks it and logs the violation as an error.

/** The console errors Chromium logs for Content Security Policy violations, from now on. */
function policyErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) errors.push(message.text());
  });
  return errors;
}

/**
 * Every Content Security Policy violation the page meets, console message or not (a blocked eval
 * probe raises the event without logging an error), collected from the first script on.
 */
async function policyViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { policyViolations: string[] }).policyViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { policyViolations: string[] }).policyViolations);
}

test('a claimant signing in and filling a step meets no Content Security Policy violation', async ({ page }) => {
  const violations = await policyViolations(page);
  await page.goto('/');
  await signIn(page, 'en', 'NWM-4J7K-2Q9P', '583104');
  await expect(page).toHaveURL(/\/standard\/claimant-info/);
  await page.getByLabel(texts.en.phone).pressSequentially('5555550123');
  await page.getByLabel(texts.en.phone).blur();
  expect(await violations()).toEqual([]);
});

/** The page behind a modal does not scroll: the scroll lock's style took effect. */
async function expectScrollLocked(page: Page) {
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
}

test('the error alert opens without breaking the Content Security Policy, and locks the page behind', async ({
  page,
}) => {
  const errors = policyErrors(page);
  // The captcha settings are in the page (server/pages): served without them, the app asks for them.
  await withoutStartData(page);
  await page.route('**/api/captcha', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  );
  await page.goto('/');
  await expect(page.getByRole('alertdialog', { name: 'Alert' })).toBeVisible();
  await expectScrollLocked(page);
  expect(errors).toEqual([]);
});

test('the session-timeout warning opens without breaking the Content Security Policy', async ({ page }) => {
  const errors = policyErrors(page);
  await page.clock.install();
  await page.goto('/');
  await signIn(page, 'en', 'NWM-4J7K-2Q9P', '583104');
  await expect(page).toHaveURL(/\/standard\/claimant-info/);
  await page.getByLabel(texts.en.phone).pressSequentially('5555550123');
  await page.getByLabel(texts.en.phone).blur();
  await page.clock.fastForward('29:01');
  await expect(page.getByRole('alertdialog', { name: 'Are you still there?' })).toBeVisible();
  await expectScrollLocked(page);
  expect(errors).toEqual([]);
});
