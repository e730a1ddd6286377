import { expect, test, type Page } from '@playwright/test';
import { forgetDrafts } from './support/database.ts';
import { internationalAddressServer } from './support/internationalAddressServer.ts';
import { axeViolations, englishOnPage } from './support/pageChecks.ts';
import {
  answerLossesQuestion,
  signAndReadStoredModels,
  signIn,
  texts,
  type Culture,
} from './support/standardJourney.ts';

// Casey Demo, whose notice has a French address (demo-settlement.md), files the Standard form with
// it: the claimant-info address has international support. On a server of her own, so the other
// journeys' server keeps her without a claim (see internationalAddressServer.ts).
test.use({ baseURL: internationalAddressServer.url });

const casey = { noticeId: 'NWM-2C5R-9M4X', pin: '991027', email: 'casey.demo@example.net' };

// Each journey starts from the notice's prefill: no answers an earlier journey left saved for her.
test.beforeEach(() => {
  forgetDrafts(internationalAddressServer.databaseFile);
});

/** Signs in as Casey Demo, who lands on claimant-info. */
async function arriveAsCasey(page: Page, culture: Culture): Promise<void> {
  await page.goto(culture === 'en' ? '/' : `/?culture=${culture}`);
  await signIn(page, culture, casey.noticeId, casey.pin);
  await expect(page).toHaveURL(/\/standard\/claimant-info/);
}

test('Casey Demo files a Standard claim with her French address, stored with the country FR', async ({ page }) => {
  const t = texts.en;
  await arriveAsCasey(page, 'en');

  // Her notice's address, in the fields of an address outside the US.
  await expect(page.getByLabel('Country', { exact: true })).toHaveValue('FR');
  await expect(page.getByLabel('Street address')).toHaveValue('12 Rue de la Paix');
  await expect(page.getByLabel('City')).toHaveValue('Paris');
  await expect(page.getByLabel('Postal code')).toHaveValue('75002');
  await expect(page.getByLabel('Province, state or region')).toHaveValue('');
  await expect(page.getByLabel('State', { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('ZIP code')).toHaveCount(0);

  // The notice's email, kept: not typed again.
  await expect(page.getByLabel(t.confirmEmail)).toHaveCount(0);
  await page.getByRole('button', { name: t.next }).click();
  await answerLossesQuestion(page, 'en', false);
  await expect(page).toHaveURL(/\/standard\/payment-election/);
  await page.getByRole('radio', { name: t.check }).check();
  await page.getByRole('button', { name: t.next }).click();

  await expect(page).toHaveURL(/\/standard\/claim-summary/);
  await expect(page.getByText('France', { exact: true })).toBeVisible();
  await expect(page.getByText('75002', { exact: true })).toBeVisible();
  // The email once: its confirmation repeats it and is left out.
  await expect(page.getByText(casey.email, { exact: true })).toHaveCount(1);
  const models = await signAndReadStoredModels(page, 'en', {
    name: 'Casey Demo',
    databaseFile: internationalAddressServer.databaseFile,
  });
  const claimantInfo = models.claimantInfo?.fields ?? {};
  expect(claimantInfo).toMatchObject({
    firstName: 'Casey',
    lastName: 'Demo',
    mailingCountry: 'FR',
    mailingStreetLine1: '12 Rue de la Paix',
    mailingCity: 'Paris',
    mailingPostalCodeNonUS: '75002',
    mailingSubDivisionNonUS: null,
  });
  // The US state and ZIP code are not shown for France, so they are not filed.
  expect(Object.keys(claimantInfo)).not.toContain('mailingSubDivision');
  expect(Object.keys(claimantInfo)).not.toContain('mailingPostalCode');
});

test('an address outside the US needs its postal code, and the error links to it', async ({ page }) => {
  const t = texts.en;
  await arriveAsCasey(page, 'en');
  await page.getByLabel('Postal code').fill('');
  await page.getByRole('button', { name: t.next }).click();

  await expect(page).toHaveURL(/\/standard\/claimant-info/);
  const link = page.getByRole('link', { name: 'Enter your postal code' });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page.getByLabel('Postal code')).toBeFocused();

  // Letters, digits and spaces, as postal codes elsewhere are written.
  await page.getByLabel('Postal code').pressSequentially('SW1A 1AA');
  await page.getByRole('button', { name: t.next }).click();
  await expect(page).toHaveURL(/\/standard\/documented-losses/);
});

test('choosing the United States asks for the state and ZIP code instead', async ({ page }) => {
  const t = texts.en;
  await arriveAsCasey(page, 'en');
  await page.getByLabel('Country', { exact: true }).selectOption('US');

  await expect(page.getByLabel('Postal code')).toHaveCount(0);
  await expect(page.getByLabel('ZIP code')).toHaveValue('');
  await page.getByRole('button', { name: t.next }).click();
  await expect(page.getByRole('link', { name: 'Select your state' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Enter your ZIP code' })).toBeVisible();
});

test('the claimant-info step in Spanish names her country in Spanish, with no English and no axe violation', async ({
  page,
}) => {
  await arriveAsCasey(page, 'es');
  const country = page.getByLabel('País', { exact: true });
  await expect(country).toHaveValue('FR');
  await expect(country.locator('option:checked')).toHaveText('Francia');
  await expect(page.getByLabel('Código postal', { exact: true })).toHaveValue('75002');
  expect(await englishOnPage(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
});
