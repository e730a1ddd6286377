import { expect, test, type Page } from '@playwright/test';
import { findClaim } from './support/database.ts';
import { documentFixtures, documentsOfClaim, openDocumentDraft } from './support/documents.ts';
import {
  cell,
  completeVehicle,
  electPaperCheck,
  signAndSubmitAutomotive,
  startAutomotive,
} from './support/automotiveJourney.ts';
import { pageWidths } from './support/pageChecks.ts';
import { answerLossesQuestion, signIn, texts } from './support/standardJourney.ts';

// The Automotive form end to end (demo-settlement.md): the vehicles on the notice prefilled as table
// rows, each committed when focus leaves it valid, the documents its repair costs require, and the
// claim read back from SQLite with every model.
const t = texts.en;
const riley = { noticeId: 'NWM-7B1N-3F8L', pin: '406618' };
const jordan = { noticeId: 'NWM-8H3D-6T1W', pin: '270945' };

type StoredModel = { metadata: Record<string, unknown>; fields: Record<string, unknown> };
type StoredModels = Record<string, StoredModel | StoredModel[] | null>;

function modelsOf(referenceCode: string): StoredModels {
  return JSON.parse(findClaim(referenceCode)?.models ?? '{}') as StoredModels;
}

async function uploadRepairInvoice(page: Page): Promise<void> {
  await openDocumentDraft(page);
  await page.getByLabel('Document type').selectOption({ label: 'Repair invoice' });
  await page.getByLabel('File', { exact: true }).setInputFiles(`${documentFixtures}/receipt.pdf`);
  await page.getByRole('button', { name: 'Upload' }).click();
}

// The table's visually hidden "Actions" heading once escaped its scroll box and widened the page:
// 1,176 px on a 390 px phone, 1,432 px in a 1280 px desktop window. The walks over every page hold
// every step to a phone's width (tests/every-page); this holds the vehicles step on a desktop,
// where the vehicles are a table, and on a phone, where they are cards (vehicles-on-a-phone.spec.ts).
test('on a desktop (1280 px), the vehicles table scrolls inside its own box: the page is no wider than the window', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await startAutomotive(page, riley.noticeId, riley.pin, 'riley.sample@example.com');
  await expect(cell(page, 'VIN', 1)).toHaveValue('5NWCA4EB9LA557201');
  const widths = await pageWidths(page);
  expect(
    widths.page,
    `the vehicles step is ${widths.page} px wide in a ${widths.window} px window`,
  ).toBeLessThanOrEqual(widths.window);
  // The table itself is wider than its box, so the box scrolls sideways.
  const box = await page
    .locator('table')
    .evaluate((table) => ({ table: table.scrollWidth, box: table.parentElement?.clientWidth ?? 0 }));
  expect(box.table).toBeGreaterThan(box.box);
});

test('Riley Sample files for the two vehicles on the notice, stored as claim transactions', async ({ page }) => {
  await startAutomotive(page, riley.noticeId, riley.pin, 'riley.sample@example.com');

  // Both vehicles of the notice are rows already, with VIN, model and year filled in.
  await expect(cell(page, 'VIN', 1)).toHaveValue('5NWCA4EB9LA557201');
  await expect(cell(page, 'Model year', 1)).toHaveValue('2020');
  await expect(cell(page, 'VIN', 2)).toHaveValue('5NWAU2FC1MB884410');
  await expect(cell(page, 'Model', 2)).toHaveValue('Cascade');

  await completeVehicle(page, 1, {
    purchaseDate: '03/15/2020',
    ownership: 'Owned',
    repairDate: '06/01/2023',
    repairCost: '450',
  });
  await completeVehicle(page, 2, {
    purchaseDate: '01/10/2021',
    saleDate: '02/20/2024',
    ownership: 'Leased',
    repairDate: '05/05/2022',
    repairCost: '1250.50',
  });
  await electPaperCheck(page);

  // A repair cost above zero makes the documents required.
  await page.getByRole('button', { name: t.next }).click();
  await expect(page.getByText('Provide documentation to continue.').first()).toBeVisible();
  await uploadRepairInvoice(page);

  await page.getByRole('button', { name: t.next }).click();
  await expect(page).toHaveURL(/\/automotive\/claim-summary$/);
  // Each vehicle a card of its own on the summary, headed by its name.
  await expect(page.getByRole('region', { name: 'Vehicle 1 (2020 Aurora)' })).toContainText('VIN5NWCA4EB9LA557201');
  await expect(page.getByRole('region', { name: 'Vehicle 2 (2021 Cascade)' })).toContainText('VIN5NWAU2FC1MB884410');
  await page.getByRole('button', { name: 'Back' }).click();
  const referenceCode = await signAndSubmitAutomotive(page, 'Riley Sample');

  const claim = findClaim(referenceCode);
  expect(claim).toMatchObject({ form_type: 'Automotive', culture: 'en', signature: 'Riley Sample' });
  const models = modelsOf(referenceCode);
  expect((models.credentials as StoredModel).fields).toEqual({ noticeId: 'NWM7B1N3F8L' });
  expect((models.claimantInfo as StoredModel).fields).toMatchObject({
    firstName: 'Riley',
    lastName: 'Sample',
    mailingStreetLine1: '9 Harbor Rd',
    mailingCity: 'Portland',
    mailingSubDivision: 'ME',
    mailingPostalCode: '04101',
    email: 'riley.sample@example.com',
  });
  expect((models.paymentElection as StoredModel).fields).toMatchObject({ paymentMethod: 'Check' });
  expect(models.claimDetails).toBeNull();
  const vehicles = models.claimTransactions as StoredModel[];
  expect(vehicles.map((vehicle) => vehicle.fields)).toEqual([
    {
      vin: '5NWCA4EB9LA557201',
      model: 'Aurora',
      modelYear: '2020',
      purchaseDate: '03/15/2020',
      noLongerOwn: false,
      ownership: 'Owned',
      repairDate: '06/01/2023',
      repairCost: '450',
    },
    {
      vin: '5NWAU2FC1MB884410',
      model: 'Cascade',
      modelYear: '2021',
      purchaseDate: '01/10/2021',
      noLongerOwn: true,
      saleDate: '02/20/2024',
      ownership: 'Leased',
      repairDate: '05/05/2022',
      repairCost: '1,250.50',
    },
  ]);
  for (const vehicle of vehicles)
    expect(vehicle.metadata.claimTransactionId).toBe((vehicle as { clientId?: string }).clientId);
  expect((models.documentContexts as StoredModel[]).map((context) => context.fields.documentType)).toEqual([
    'RepairInvoice',
  ]);
  expect(documentsOfClaim(referenceCode).map((document) => document.file_name)).toEqual(['receipt.pdf']);
});

test('a row with a wrong VIN check digit stays a draft and holds Next with its error', async ({ page }) => {
  await startAutomotive(page, riley.noticeId, riley.pin, 'riley.sample@example.com');
  for (const vehicle of ['2021 Cascade', '2020 Aurora']) {
    await page.getByRole('button', { name: `Delete ${vehicle}` }).click();
    await page
      .getByRole('alertdialog', { name: `Delete ${vehicle}?` })
      .getByRole('button', { name: 'Yes, delete' })
      .click();
  }

  // No row at all: the minimum of one vehicle holds Next.
  await page.getByRole('button', { name: t.next }).click();
  await expect(page.getByText('Add at least 1 vehicle to continue.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/automotive\/claim-details$/);

  await page.getByRole('button', { name: 'Add a vehicle' }).click();
  await cell(page, 'VIN', 1).pressSequentially('5nwca4eb2ka102938');
  await expect(cell(page, 'VIN', 1)).toHaveValue('5NWCA4EB2KA102938');
  await cell(page, 'Model', 1).selectOption({ label: 'Aurora' });
  await cell(page, 'Model year', 1).selectOption({ label: '2019' });
  await completeVehicle(page, 1, {
    purchaseDate: '04/01/2019',
    ownership: 'Owned',
    repairDate: '03/31/2019',
    repairCost: '100',
  });
  await page.getByRole('button', { name: t.next }).click();

  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  // Each message names the vehicle it is about.
  await expect(
    summary.getByText('Vehicle 1 (2019 Aurora): VIN: This is not a valid VIN: check each character'),
  ).toBeVisible();
  await expect(
    summary.getByText('Vehicle 1 (2019 Aurora): The repair date must be between the purchase date and today.', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/automotive\/claim-details$/);

  await cell(page, 'VIN', 1).fill('');
  await cell(page, 'VIN', 1).pressSequentially('5NWCA4EB1KA102938');
  await cell(page, 'Repair date', 1).fill('');
  await cell(page, 'Repair date', 1).pressSequentially('05012019');
  await electPaperCheck(page);
});

test('Jordan Example files a Standard claim and then an Automotive one, each stored with its models', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, 'en', jordan.noticeId, jordan.pin);
  await expect(page).toHaveURL(/\/standard\/claimant-info$/);
  await expect(page.getByLabel(t.firstName, { exact: true })).toHaveValue('Jordan');
  await page.getByRole('button', { name: t.next }).click();
  await answerLossesQuestion(page, 'en', false);
  await expect(page).toHaveURL(/\/standard\/payment-election$/);
  await page.getByRole('radio', { name: t.check }).check();
  await page.getByRole('button', { name: t.next }).click();
  await expect(page).toHaveURL(/\/standard\/claim-summary$/);
  await page.getByLabel(t.signature).fill('Jordan Example');
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page).toHaveURL(/\/standard\/confirmation$/);
  const standardCode = (await page.getByTestId('reference-code').textContent())?.trim() ?? '';

  await startAutomotive(page, jordan.noticeId, jordan.pin, 'jordan.example@example.com');
  await expect(cell(page, 'VIN', 1)).toHaveValue('5NWCA4EB1KA102938');
  await expect(cell(page, 'VIN', 2)).toHaveCount(0);
  // A repair the warranty paid for: no cost, so no document is required.
  await completeVehicle(page, 1, {
    purchaseDate: '08/20/2019',
    ownership: 'Owned',
    repairDate: '02/14/2022',
    repairCost: '0',
  });
  await electPaperCheck(page);
  const automotiveCode = await signAndSubmitAutomotive(page, 'Jordan Example');

  expect(automotiveCode).not.toBe(standardCode);
  expect(findClaim(standardCode)).toMatchObject({ form_type: 'Standard', signature: 'Jordan Example' });
  expect(findClaim(automotiveCode)).toMatchObject({ form_type: 'Automotive', signature: 'Jordan Example' });
  const standard = modelsOf(standardCode);
  expect((standard.credentials as StoredModel).fields).toEqual({ noticeId: 'NWM8H3D6T1W' });
  expect((standard.claimantInfo as StoredModel).fields).toMatchObject({
    firstName: 'Jordan',
    mailingStreetLine2: 'Apt 4B',
    email: 'jordan.example@example.com',
  });
  expect((standard.paymentElection as StoredModel).fields).toMatchObject({ paymentMethod: 'Check' });
  expect(standard.claimTransactions).toEqual([]);
  const automotive = modelsOf(automotiveCode);
  expect((automotive.credentials as StoredModel).fields).toEqual({ noticeId: 'NWM8H3D6T1W' });
  expect((automotive.claimantInfo as StoredModel).fields).toMatchObject({ firstName: 'Jordan', lastName: 'Example' });
  expect((automotive.paymentElection as StoredModel).fields).toMatchObject({ paymentMethod: 'Check' });
  expect((automotive.claimTransactions as StoredModel[]).map((vehicle) => vehicle.fields)).toEqual([
    {
      vin: '5NWCA4EB1KA102938',
      model: 'Aurora',
      modelYear: '2019',
      purchaseDate: '08/20/2019',
      noLongerOwn: false,
      ownership: 'Owned',
      repairDate: '02/14/2022',
      repairCost: '0',
    },
  ]);
  expect(automotive.documentContexts).toEqual([]);
});

test('Alex Sample may not file the Automotive form: the authorization error, and no way on', async ({ page }) => {
  await page.goto('/automotive');
  await signIn(page, 'en', 'NWM-4J7K-2Q9P', '583104');
  await expect(page.getByText(t.authorizationError)).toBeVisible();
  await expect(page).toHaveURL(/\/automotive$/);
});

test('a wrong PIN on the Automotive form gets the authorization error', async ({ page }) => {
  await page.goto('/automotive');
  await signIn(page, 'en', riley.noticeId, '000000');
  await expect(page.getByText(t.authorizationError)).toBeVisible();
  await expect(page).toHaveURL(/\/automotive$/);
});
