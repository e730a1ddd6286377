import { expect, test, type Page } from '@playwright/test';
import { minimalSettlementServer } from './support/minimalSettlementServer.ts';
import { axeViolations, demoText, escapeRegExp } from './support/pageChecks.ts';
import { reachPaymentElectionAsAlex, signIn, texts } from './support/standardJourney.ts';

// What resists guessing and bots, as a person and a bot meet it in the browser: the honeypot on
// the authorize and submit pages (which no person sees, reaches or hears, and axe accepts), the
// waits after more than ten wrong PINs (this server has no captcha keys, so the Notice ID waits
// as well as the network that failed, instead of asking for the captcha), and the one claim per notice.

const administratorEmail = 'info@northwindsettlement.example';
const honeypotOf = (page: Page) => page.locator('input[name="website"]');

/** Where the honeypot is and how a browser exposes it. */
async function honeypotShape(page: Page) {
  const input = honeypotOf(page);
  return {
    count: await input.count(),
    offScreen: ((await input.boundingBox())?.x ?? 0) + 1 < 0,
    tabIndex: await input.getAttribute('tabindex'),
    autocomplete: await input.getAttribute('autocomplete'),
    hiddenFromAssistiveTechnology: await input.evaluate((element) => element.closest('[aria-hidden="true"]') !== null),
  };
}

const trapShape = {
  count: 1,
  offScreen: true,
  tabIndex: '-1',
  autocomplete: 'off',
  hiddenFromAssistiveTechnology: true,
};

test('the authorize page holds a honeypot no person sees, reaches or hears, and axe finds nothing', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect([await honeypotShape(page), await axeViolations(page)]).toEqual([trapShape, []]);
});

test('Tab goes from the PIN to Next, past the honeypot', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel(texts.en.pin, { exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: texts.en.next })).toBeFocused();
});

test('the submit page holds the honeypot too, and axe finds nothing', async ({ page }) => {
  await reachPaymentElectionAsAlex(page, 'es');
  await page.getByLabel(texts.es.check).check();
  await page.getByRole('button', { name: texts.es.next }).click();
  await expect(page).toHaveURL(/\/standard\/claim-summary/);
  // The summary's blocks come in their own chunk: wait for the page to be drawn before measuring it.
  await expect(honeypotOf(page)).toHaveCount(1);
  expect([await honeypotShape(page), await axeViolations(page)]).toEqual([trapShape, []]);
});

test('a bot that fills the honeypot is refused at authorize as if the credentials were wrong', async ({ page }) => {
  await page.goto('/');
  await honeypotOf(page).fill('https://spam.example', { force: true });
  await signIn(page, 'en', 'NWM-8H3D-6T1W', '270945');
  await expect(page.getByText(texts.en.authorizationError)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

/** The message's text with its countdown as any number of seconds. */
function waitMessage(key: string): RegExp {
  const [before, after] = demoText('en', key, { email: administratorEmail }).split('{wait}');
  return new RegExp(`${escapeRegExp(before ?? '')}\\d+ seconds${escapeRegExp(after ?? '')}`);
}

test('after more than ten wrong PINs the network that failed waits, and so does the Notice ID from any other, each with the time and the administrator to write to as a link', async ({
  page,
}) => {
  // Each network is named in X-Forwarded-For (this server trusts the browser on loopback as its
  // proxy), so the waits fall on these two networks and the other journeys' network stays free.
  // An unknown Notice ID: it waits like a real one, and the demo members stay free too.
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.51.100.7' });
  await page.goto('/');
  for (let attempt = 1; attempt <= 11; attempt += 1) {
    await signIn(page, 'en', 'NWM-9Z9Z-0E2E', `00000${attempt % 10}`);
    await expect(page.getByText(texts.en.authorizationError)).toBeVisible();
  }
  // The waits count down from 30 seconds: the sign-in may come a second or two after the 11th.
  await signIn(page, 'en', 'NWM-9Z9Z-0E2E', '000000');
  await expect(page.getByText(waitMessage('LocKey_Authorize_Wait'))).toBeVisible();
  await expect(page.getByRole('link', { name: administratorEmail, exact: true })).toHaveAttribute(
    'href',
    `mailto:${administratorEmail}`,
  );

  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '203.0.113.9' });
  await signIn(page, 'en', 'NWM-9Z9Z-0E2E', '000000');
  await expect(page.getByText(waitMessage('LocKey_Authorize_NoticeWait'))).toBeVisible();
  await expect(page.getByRole('link', { name: administratorEmail, exact: true })).toHaveAttribute(
    'href',
    `mailto:${administratorEmail}`,
  );
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('one claim per notice (the Contoso settlement keeps the default of one)', () => {
  test.use({ baseURL: minimalSettlementServer.url });

  test('a second claim for the same notice is refused, naming the first and linking the administrator', async ({
    page,
  }) => {
    const signInAsJamie = async () => {
      await page.goto('/');
      await page.getByLabel('Notice ID').fill('CCP-100002');
      await page.getByLabel('Four-digit PIN').fill('8765');
      await page.getByRole('button', { name: 'Next' }).click();
    };
    await signInAsJamie();
    await expect(page).toHaveURL(/\/standard\/claimant-info/);
    await page.getByLabel('Full name').fill('Jamie Barista');
    await page.getByLabel('Email').fill('jamie.barista@example.com');
    await page.getByLabel('Cups per week').pressSequentially('3');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/standard\/claim-summary/);
    await expect(page.getByText('jamie.barista@example.com')).toBeVisible();
    await page.getByLabel('Your signature (full name)').fill('Jamie Barista');
    await page.getByRole('button', { name: 'File my claim' }).click();
    await expect(page).toHaveURL(/\/standard\/confirmation/);
    const referenceCode = (await page.getByTestId('reference-code').textContent())?.trim() ?? '';

    await signInAsJamie();
    await expect(
      page.getByText(`A claim has already been filed for this notice, with the reference code ${referenceCode}`),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'info@contososettlement.example', exact: true })).toBeVisible();
  });
});
