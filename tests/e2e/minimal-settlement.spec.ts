import { expect, test } from '@playwright/test';
import { findClaim } from './support/database.ts';
import { e2eServer } from './support/e2eServer.ts';
import { minimalSettlementServer } from './support/minimalSettlementServer.ts';

// The minimal Contoso settlement of tests/fixtures, served by a second server: a case team's folder
// of JSON, with its own fields, texts, theme, layout and reference-code prefix, and no TypeScript.
test.use({ baseURL: minimalSettlementServer.url });

test('Morgan Brewer files a Contoso claim and it is stored with a CCP reference code', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('File a Contoso Coffee claim');
  await page.getByLabel('Notice ID').fill('CCP-100001');
  await page.getByLabel('Four-digit PIN').fill('4321');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/standard\/claimant-info/);
  await expect(page.getByLabel('Email')).toHaveValue('morgan.brewer@example.com');
  await page.getByLabel('Full name').fill('Morgan Brewer');
  await page.getByLabel('Cups per week').pressSequentially('150');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('link', { name: 'Enter a number of cups from 0 to 100', exact: true })).toBeVisible();

  await page.getByLabel('Cups per week').fill('');
  await page.getByLabel('Cups per week').pressSequentially('12.5');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/standard\/claim-summary/);
  await expect(page.getByText('Morgan Brewer')).toBeVisible();
  await page.getByLabel('Your signature (full name)').fill('Morgan Brewer');
  await page.getByRole('button', { name: 'File my claim' }).click();

  await expect(page).toHaveURL(/\/standard\/confirmation/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you: your Contoso claim is filed');
  const referenceCode = (await page.getByTestId('reference-code').textContent())?.trim() ?? '';
  expect(referenceCode).toMatch(/^CCP-[0-9A-Z]{4}-[0-9A-Z]{4}$/);

  const claim = findClaim(referenceCode, minimalSettlementServer.databaseFile);
  expect(claim).toMatchObject({ form_type: 'Standard', culture: 'en', signature: 'Morgan Brewer' });
  expect(claim?.attestation_text).toContain('Contoso coffee drinks');
  const models = JSON.parse(claim?.models ?? '{}') as Record<string, { fields: Record<string, unknown> } | null>;
  expect([models.credentials?.fields, models.claimantInfo?.fields]).toEqual([
    { noticeId: 'CCP100001' },
    { fullName: 'Morgan Brewer', emailAddress: 'morgan.brewer@example.com', cupsPerWeek: '12.5' },
  ]);
});

test('the Contoso site shows its own case and a wrong PIN gets its own message', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('In re Contoso Coffee Pricing Litigation').first()).toBeVisible();
  await page.getByLabel('Notice ID').fill('CCP-100002');
  await page.getByLabel('Four-digit PIN').fill('0000');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('That Notice ID and PIN do not match the class list.')).toBeVisible();
});

test("the Contoso site wears its own theme, not the demo's", async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('File a Contoso Coffee claim');
  const contosoTheme = await page.locator('html').getAttribute('class');
  await page.goto(`${e2eServer.url}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('File a Claim');
  expect(await page.locator('html').getAttribute('class')).not.toBe(contosoTheme);
});
