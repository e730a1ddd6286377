import { expect, type Locator, type Page } from '@playwright/test';
import { escapeRegExp } from './pageChecks.ts';
import { signIn, texts } from './standardJourney.ts';

const t = texts.en;

/** A vehicle row as the claimant completes it; the VIN, model and year may come from the notice. */
export interface VehicleAnswers {
  purchaseDate: string;
  ownership: 'Owned' | 'Leased';
  repairDate: string;
  repairCost: string;
  saleDate?: string;
}

/**
 * The input of a table cell (a wide screen's layout), by its column's label and the row's place.
 * A cell's label names its row by its answers ("VIN, 2020 Aurora"), which change as the model and
 * year are chosen, so the row is found by its place.
 */
export function cell(page: Page, column: string, row: number): Locator {
  return page
    .locator('tbody tr')
    .nth(row - 1)
    .getByLabel(new RegExp(`^${escapeRegExp(column)}, `));
}

/** Completes a vehicle row; dates and the amount are typed digit by digit, as the masks expect. */
export async function completeVehicle(page: Page, row: number, answers: VehicleAnswers): Promise<void> {
  await cell(page, 'Purchase or lease date', row).pressSequentially(answers.purchaseDate.replaceAll('/', ''));
  if (answers.saleDate) {
    await cell(page, 'I no longer own it', row).check();
    await cell(page, 'Sale or return date', row).pressSequentially(answers.saleDate.replaceAll('/', ''));
  }
  await page
    .locator('tbody tr')
    .nth(row - 1)
    .getByRole('group', { name: /^Owned or leased, / })
    .getByRole('radio', { name: answers.ownership })
    .check();
  await cell(page, 'Repair date', row).pressSequentially(answers.repairDate.replaceAll('/', ''));
  await cell(page, 'Repair cost', row).pressSequentially(answers.repairCost);
}

/**
 * Signs in on /automotive and completes claimant info: the email typed and confirmed when the
 * notice has none; one the notice gave is kept and not asked again (a draft's, asked, confirmed).
 */
export async function startAutomotive(page: Page, noticeId: string, pin: string, email: string): Promise<void> {
  await page.goto('/automotive');
  await signIn(page, 'en', noticeId, pin);
  await expect(page).toHaveURL(/\/automotive\/claimant-info$/);
  const emailInput = page.getByLabel('Email address', { exact: true });
  const confirmEmail = page.getByLabel(t.confirmEmail);
  if ((await emailInput.inputValue()) === '') {
    await emailInput.fill(email);
    await confirmEmail.fill(email);
  } else if (await confirmEmail.isVisible()) {
    await confirmEmail.fill(email);
  }
  await page.getByRole('button', { name: t.next }).click();
  await expect(page).toHaveURL(/\/automotive\/claim-details$/);
}

/** From the vehicles step: Next, a paper check, Next; lands on supporting documents. */
export async function electPaperCheck(page: Page): Promise<void> {
  await page.getByRole('button', { name: t.next }).click();
  await expect(page).toHaveURL(/\/automotive\/payment-election$/);
  await page.getByRole('radio', { name: t.check }).check();
  await page.getByRole('button', { name: t.next }).click();
  await expect(page).toHaveURL(/\/automotive\/supporting-documents$/);
}

/** From supporting documents: Next, sign, submit; returns the reference code on the confirmation. */
export async function signAndSubmitAutomotive(page: Page, signature: string): Promise<string> {
  await page.getByRole('button', { name: t.next }).click();
  await expect(page).toHaveURL(/\/automotive\/claim-summary$/);
  await page.getByLabel(t.signature).fill(signature);
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page).toHaveURL(/\/automotive\/confirmation$/);
  const referenceCode = (await page.getByTestId('reference-code').textContent())?.trim() ?? '';
  expect(referenceCode).toMatch(/^NWM-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  return referenceCode;
}
