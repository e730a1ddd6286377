import { expect, test } from '@playwright/test';
import { findClaim, forgetDrafts } from './support/database.ts';
import {
  answerLossesQuestion,
  fileStandardClaimAsAlex,
  signIn,
  texts,
  signAndReadStoredModels,
} from './support/standardJourney.ts';

// Each journey starts from the notice's prefill: no answers an earlier journey left saved for the member.
test.beforeEach(() => {
  forgetDrafts();
});

test('Alex Sample files a Standard claim in English and it is stored with its reference code', async ({ page }) => {
  const referenceCode = await fileStandardClaimAsAlex(page, 'en');

  const claim = findClaim(referenceCode);
  expect(claim).toMatchObject({ form_type: 'Standard', culture: 'en', signature: 'Alex Sample' });
  expect(claim?.config_hash).toMatch(/^[0-9a-f]{64}$/);
  expect(claim?.attestation_text).toContain('penalty of perjury');
  const models = JSON.parse(claim?.models ?? '{}') as Record<string, { fields: Record<string, unknown> }>;
  expect(models.claimantInfo?.fields).toMatchObject({ firstName: 'Alex', lastName: 'Sample', phone: '(555) 555-0123' });
  expect(models.paymentElection?.fields).toMatchObject({ paymentMethod: 'Check' });
});

test('Alex Sample files a Standard claim in Spanish and it is stored in Spanish', async ({ page }) => {
  const referenceCode = await fileStandardClaimAsAlex(page, 'es');

  const claim = findClaim(referenceCode);
  expect(claim).toMatchObject({ form_type: 'Standard', culture: 'es' });
  expect(claim?.attestation_text).toContain('pena de perjurio');
});

for (const culture of ['en', 'es'] as const) {
  test(`a wrong PIN gets the authorization error in ${culture === 'en' ? 'English' : 'Spanish'}`, async ({ page }) => {
    await page.goto(culture === 'en' ? '/' : `/?culture=${culture}`);
    await signIn(page, culture, 'NWM-4J7K-2Q9P', '000000');

    await expect(page.getByText(texts[culture].authorizationError)).toBeVisible();
    await expect(page).not.toHaveURL(/claimant-info/);
  });
}

test('Alex Sample claims documented losses on the claim-details step, stored with the claim', async ({ page }) => {
  const t = texts.en;
  await page.goto('/');
  await signIn(page, 'en', 'NWM-4J7K-2Q9P', '583104');

  await expect(page).toHaveURL(/\/standard\/claimant-info/);
  await page.getByRole('button', { name: t.next }).click();
  await answerLossesQuestion(page, 'en', true);

  await expect(page).toHaveURL(/\/standard\/claim-details/);
  await page.getByLabel('Hours you spent dealing with the exposure').pressSequentially('2.5');
  await page.getByLabel('Documented out-of-pocket losses').pressSequentially('120');
  await page.getByLabel('What the losses were for').fill('Credit freeze fees');
  await page.getByRole('button', { name: t.next }).click();

  await expect(page).toHaveURL(/\/standard\/payment-election/);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/standard\/claim-details/);
  await page.getByRole('button', { name: t.next }).click();
  await page.getByRole('radio', { name: t.check }).check();
  await page.getByRole('button', { name: t.next }).click();

  // Documented losses need a document: the supporting-documents step follows.
  await expect(page).toHaveURL(/\/standard\/supporting-documents/);
  await page.getByRole('button', { name: 'Add a document' }).click();
  await page.getByLabel('Document type').selectOption({ label: 'Receipt or invoice' });
  await page.getByLabel('File', { exact: true }).setInputFiles('tests/fixtures/documents/receipt.pdf');
  await page.getByRole('button', { name: 'Upload' }).click();
  await page.getByRole('button', { name: t.next }).click();

  const models = await signAndReadStoredModels(page);
  expect(models.claimDetails?.fields).toEqual({
    hoursLost: '2.5',
    documentedLosses: '120',
    lossesDescription: 'Credit freeze fees',
  });
});

test('a claim without documented losses passes over claim details and stores none', async ({ page }) => {
  const referenceCode = await fileStandardClaimAsAlex(page, 'en');
  const models = JSON.parse(findClaim(referenceCode)?.models ?? '{}') as Record<string, unknown>;
  expect(models.claimDetails).toBeNull();
});

test('the PayPal group shows with PayPal, hides and clears with a check, and files no PayPal email', async ({
  page,
}) => {
  const t = texts.en;
  const payPalTitle = page.getByRole('heading', { name: 'Your PayPal account' });
  const payPalEmail = page.getByLabel('PayPal email address', { exact: true });
  await page.goto('/');
  await signIn(page, 'en', 'NWM-4J7K-2Q9P', '583104');
  await expect(page).toHaveURL(/\/standard\/claimant-info/);
  await page.getByRole('button', { name: t.next }).click();
  await answerLossesQuestion(page, 'en', false);

  await expect(page).toHaveURL(/\/standard\/payment-election/);
  await expect(payPalTitle).toHaveCount(0);
  await page.getByRole('radio', { name: 'PayPal' }).check();
  await expect(payPalTitle).toBeVisible();
  await expect(page.getByText('We will send your payment to the PayPal account')).toBeVisible();
  await payPalEmail.fill('alex.paypal@example.com');
  await payPalEmail.blur();

  await page.getByRole('radio', { name: t.check }).check();
  await expect(payPalTitle).toHaveCount(0);
  await expect(payPalEmail).toHaveCount(0);
  await page.getByRole('radio', { name: 'PayPal' }).check();
  await expect(payPalEmail).toHaveValue('');

  await page.getByRole('radio', { name: t.check }).check();
  await page.getByRole('button', { name: t.next }).click();
  const models = await signAndReadStoredModels(page);
  expect(models.paymentElection?.fields).toEqual({ paymentMethod: 'Check' });
});

test('every form asks for the PIN with the keyboard of digits, on the page the server sends and once the app is up', async ({
  page,
  request,
}) => {
  const keyboards = [];
  for (const path of ['/', '/automotive', '/lookup', '/documents-upload']) {
    const html = await (await request.get(`${path}?culture=es`)).text();
    await page.goto(`${path}?culture=es`);
    await page.waitForLoadState('networkidle');
    const pin = page.getByLabel(texts.es.pin, { exact: true });
    keyboards.push({
      path,
      served: /<input id="credentials-pin"[^>]*inputMode="numeric"/.test(html),
      shown: await pin.getAttribute('inputmode'),
    });
  }
  expect(keyboards).toEqual(
    ['/', '/automotive', '/lookup', '/documents-upload'].map((path) => ({ path, served: true, shown: 'numeric' })),
  );
});
