import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { findClaim } from './support/database.ts';
import { fakeProviders, featuresServer } from './support/featuresServer.ts';
import { fileStandardClaimAsAlex, reachPaymentElectionAsAlex, signIn, texts } from './support/standardJourney.ts';

// The demo with the captcha on: a site key, and the fake hCaptcha as the widget and siteverify.
test.use({ baseURL: featuresServer.url });

const captchaError = {
  en: 'Complete the security check, then submit again.',
  es: 'Complete la verificación de seguridad y vuelva a enviar.',
} as const;
const problemText = 'A problem has occurred during your submission.';

interface Verification {
  response: string | null;
  success?: boolean;
}

async function successfulVerifications(request: APIRequestContext): Promise<number> {
  const all = (await (await request.get(`${fakeProviders.url}/fake-captcha/verifications`)).json()) as Verification[];
  return all.filter((verification) => verification.success === true).length;
}

/** Sends the authorize call with another captcha token than the widget gave, as a forged request would. */
async function replaceAuthorizeToken(page: Page, token: string | null): Promise<void> {
  await page.route('**/api/forms/standard/authorize', async (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown>;
    await route.continue({ postData: JSON.stringify({ ...body, reCaptchaResponse: token }) });
  });
}

test('Alex files a claim with the captcha on: a fresh token checked by the provider on authorize and on submit', async ({
  page,
  request,
}) => {
  const before = await successfulVerifications(request);
  const referenceCode = await fileStandardClaimAsAlex(page, 'en');

  expect([
    await successfulVerifications(request),
    findClaim(referenceCode, featuresServer.databaseFile)?.form_type,
  ]).toEqual([before + 2, 'Standard']);
});

test('a forged captcha token on authorize gets the captcha error in English', async ({ page }) => {
  await replaceAuthorizeToken(page, 'P1_forged.token-the-provider-never-issued');
  await page.goto('/');
  await signIn(page, 'en', 'NWM-4J7K-2Q9P', '583104');

  await expect(page.getByText(captchaError.en)).toBeVisible();
  await expect(page).not.toHaveURL(/claimant-info/);
});

test('an authorize call without a captcha token gets the captcha error in Spanish', async ({ page }) => {
  await replaceAuthorizeToken(page, null);
  await page.goto('/?culture=es');
  await signIn(page, 'es', 'NWM-4J7K-2Q9P', '583104');

  await expect(page.getByText(captchaError.es)).toBeVisible();
  await expect(page).not.toHaveURL(/claimant-info/);
});

test('a submission carrying the token already used to authorize gets the captcha error and files nothing', async ({
  page,
}) => {
  const t = texts.en;
  let authorizeToken = '';
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/forms/standard/authorize'))
      authorizeToken = String((sent.postDataJSON() as { reCaptchaResponse: string }).reCaptchaResponse);
  });
  // A replayed token: the submit part reCaptchaResponse swapped for the one authorize spent.
  await page.route('**/api/forms/standard', async (route) => {
    const body = route.request().postDataBuffer()?.toString('latin1') ?? '';
    const replayed = body.replace(/P1_fake\.[A-Za-z0-9_-]+/, authorizeToken);
    await route.continue({ postData: Buffer.from(replayed, 'latin1') });
  });
  await reachPaymentElectionAsAlex(page, 'en');
  await page.getByRole('radio', { name: t.check }).check();
  await page.getByRole('button', { name: t.next }).click();
  await page.getByLabel(t.signature).fill('Alex Sample');
  await page.getByRole('button', { name: t.submit }).click();

  await expect(page.getByText(captchaError.en)).toBeVisible();
  await expect(page).toHaveURL(/\/standard\/claim-summary/);
});

test('Next stays disabled while the captcha check runs', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => Object.assign(window, { fakeCaptchaHold: true }));
  await signIn(page, 'en', 'NWM-4J7K-2Q9P', '583104');

  await expect(page.getByRole('button', { name: texts.en.next })).toBeDisabled();
  await page.evaluate(() => (window as unknown as { fakeCaptchaRelease: () => void }).fakeCaptchaRelease());
  await expect(page).toHaveURL(/\/standard\/claimant-info/);
});

test('a closed challenge gets the problem text, and Next then tries again with a new check', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => Object.assign(window, { fakeCaptchaNextError: 'challenge-closed' }));
  await signIn(page, 'en', 'NWM-4J7K-2Q9P', '583104');
  await expect(page.getByText(problemText)).toBeVisible();

  await page.getByRole('button', { name: texts.en.next }).click();
  await expect(page).toHaveURL(/\/standard\/claimant-info/);
});
