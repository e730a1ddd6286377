import { expect, test, type Page } from '@playwright/test';
import { findClaim } from './support/database.ts';
import { featuresServer } from './support/featuresServer.ts';
import { reachPaymentElectionAsAlex, texts, type Culture } from './support/standardJourney.ts';

// The demo with PayPal verification switched on (wallet.payPal.enabled), against the fake PayPal.
test.use({ baseURL: featuresServer.url });

const walletTexts = {
  en: {
    payPal: 'PayPal',
    email: 'PayPal email address',
    confirmEmail: 'Confirm PayPal email address',
    logIn: 'Log in with PayPal',
    confirmed: 'PayPal account confirmed: ',
    notVerified: 'The PayPal email address you entered is not the PayPal account you logged in with.',
    back: 'Back',
  },
  es: {
    payPal: 'PayPal',
    email: 'Correo electrónico de PayPal',
    confirmEmail: 'Confirme el correo electrónico de PayPal',
    logIn: 'Iniciar sesión con PayPal',
    confirmed: 'Cuenta de PayPal confirmada: ',
    notVerified:
      'El correo electrónico de PayPal que ingresó no corresponde a la cuenta de PayPal con la que inició sesión.',
    back: 'Atrás',
  },
} as const;

/** Elects PayPal with this email address on the payment-election step. */
async function electPayPal(page: Page, culture: Culture, email: string): Promise<void> {
  const w = walletTexts[culture];
  await page.getByRole('radio', { name: w.payPal, exact: true }).check();
  await page.getByLabel(w.email, { exact: true }).fill(email);
  await page.getByLabel(w.confirmEmail, { exact: true }).fill(email);
}

/** "Log in with PayPal": logs in on PayPal's page in the window it opens, as the holder of `account`. */
async function logInWithPayPal(page: Page, culture: Culture, account: string): Promise<void> {
  const w = walletTexts[culture];
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: w.logIn }).click();
  const loginWindow = await opened;
  await loginWindow.getByLabel('Email').fill(account);
  await loginWindow.getByLabel('Password').fill('correct horse battery staple');
  await loginWindow.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText(`${w.confirmed}${account}`)).toBeVisible();
  if (!loginWindow.isClosed()) await loginWindow.close();
}

async function signAndSubmit(page: Page, culture: Culture): Promise<void> {
  const t = texts[culture];
  await page.getByRole('button', { name: t.next }).click();
  await expect(page).toHaveURL(/\/standard\/claim-summary/);
  await page.getByLabel(t.signature).fill('Alex Sample');
  await page.getByRole('button', { name: t.submit }).click();
}

test('a PayPal email that is not the account logged in with is refused with the wallet message, in Spanish', async ({
  page,
}) => {
  const w = walletTexts.es;
  await reachPaymentElectionAsAlex(page, 'es');
  await electPayPal(page, 'es', 'alex.sample@example.com');
  await logInWithPayPal(page, 'es', 'someone.else@example.com');
  await signAndSubmit(page, 'es');

  await expect(page.getByText(w.notVerified)).toBeVisible();
  await expect(page).toHaveURL(/\/standard\/claim-summary/);
});

test('after a refused PayPal election the payment step shows the wallet message too', async ({ page }) => {
  const w = walletTexts.en;
  await reachPaymentElectionAsAlex(page, 'en');
  await electPayPal(page, 'en', 'alex.sample@example.com');
  await logInWithPayPal(page, 'en', 'someone.else@example.com');
  await signAndSubmit(page, 'en');
  await expect(page.getByText(w.notVerified)).toBeVisible();

  await page.getByRole('button', { name: w.back }).click();
  await expect(page).toHaveURL(/\/standard\/payment-election/);
  await expect(page.getByTestId('paypal-login')).toContainText(w.notVerified);
});

test('a PayPal email confirmed by its PayPal login is filed with the claim', async ({ page }) => {
  await reachPaymentElectionAsAlex(page, 'en');
  await electPayPal(page, 'en', 'alex.paypal@example.com');
  await logInWithPayPal(page, 'en', 'alex.paypal@example.com');
  await signAndSubmit(page, 'en');

  await expect(page).toHaveURL(/\/standard\/confirmation/);
  const referenceCode = (await page.getByTestId('reference-code').textContent())?.trim() ?? '';
  const models = JSON.parse(findClaim(referenceCode, featuresServer.databaseFile)?.models ?? '{}') as Record<
    string,
    { fields: Record<string, unknown> }
  >;
  expect(models.paymentElection?.fields).toMatchObject({
    paymentMethod: 'PayPal',
    payPalEmail: 'alex.paypal@example.com',
  });
});
