import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { e2eServer } from './support/e2eServer.ts';

// Lookup (demo-settlement.md: credentials, then the member's record and claim status) and the
// navigation rules of spec §2 a claimant can meet: a step visited without authorization, a query
// value with characters it may not hold, a path that is no page.

interface StoredClaimRow {
  reference_code: string;
  created_at: string;
}

/** The member's latest claim, as Lookup reads it, straight from the server's SQLite file. */
function latestClaimOf(noticeId: string): StoredClaimRow | undefined {
  const database = new Database(e2eServer.databaseFile, { readonly: true, fileMustExist: true });
  try {
    return database
      .prepare('select reference_code, created_at from claims where notice_id = ? order by created_at desc, id limit 1')
      .get(noticeId) as StoredClaimRow | undefined;
  } finally {
    database.close();
  }
}

/** The day of an instant in Los Angeles as English writes it, as Lookup shows the filing date. */
function losAngelesDate(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/Los_Angeles' }).format(new Date(iso));
}

async function lookUp(page: Page, noticeId: string, pin: string): Promise<void> {
  await page.getByLabel('Notice ID').fill(noticeId);
  await page.getByLabel('PIN', { exact: true }).fill(pin);
  await page.getByRole('button', { name: 'Look up' }).click();
}

/** The value shown beside a label in a record section. */
function valueIn(page: Page, section: string, label: string) {
  return page
    .getByRole('region', { name: section })
    .getByRole('definition')
    .filter({
      has: page.locator(`xpath=preceding-sibling::dt[normalize-space()="${label}"]`),
    });
}

test('Taylor Example looks up her record and the claim under review', async ({ page }) => {
  await page.goto('/lookup');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your claim status');
  await expect(page.getByRole('region', { name: 'Your details' })).toHaveCount(0);

  await lookUp(page, 'NWM-5Z6V-8K2D', '135790');

  const details = page.getByRole('region', { name: 'Your details' });
  await expect(details).toBeVisible();
  await expect(details.getByText('Taylor', { exact: true })).toBeVisible();
  await expect(details.getByText('4000 Pine St')).toBeVisible();
  await expect(details.getByText('Denver')).toBeVisible();
  await expect(details.getByText('Colorado')).toBeVisible();
  await expect(details.getByText('80202')).toBeVisible();
  await expect(details.getByText('taylor.example@example.org')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Claim forms you may file' }).getByText('Data Class claim'),
  ).toBeVisible();

  const claim = latestClaimOf('NWM5Z6V8K2D');
  expect(claim).toBeDefined();
  await expect(valueIn(page, 'Your claim', 'Reference code')).toHaveText(claim!.reference_code);
  await expect(valueIn(page, 'Your claim', 'Status')).toHaveText('Under review');
  await expect(valueIn(page, 'Your claim', 'Filed on')).toHaveText(losAngelesDate(claim!.created_at));
  // Lookup is one page: nothing to go on to, and no step was entered.
  await expect(page).toHaveURL(/\/lookup$/);
});

test('Lookup in Spanish names the forms and the status in Spanish', async ({ page }) => {
  await page.goto('/lookup?culture=es');
  await page.getByLabel('Número de aviso (Notice ID)').fill('NWM-5Z6V-8K2D');
  await page.getByLabel('PIN', { exact: true }).fill('135790');
  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(
    page
      .getByRole('region', { name: 'Formularios de reclamación que puede presentar' })
      .getByText('Reclamación del Grupo de Datos'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Su reclamación' }).getByText('En revisión')).toBeVisible();
});

test('a wrong PIN on Lookup gets the authorization error and shows no record', async ({ page }) => {
  await page.goto('/lookup');
  await lookUp(page, 'NWM-5Z6V-8K2D', '000000');
  await expect(page.getByText('The Notice ID and PIN you entered do not match our records')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your details' })).toHaveCount(0);
});

test('a step visited without authorizing leads to the session-expired page for that form', async ({ page }) => {
  await page.goto('/automotive/claim-details');
  await expect(page).toHaveURL(/\/session-expired\?form=automotive&culture=en$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your session has ended');
  await page.getByRole('link', { name: 'Start again' }).click();
  await expect(page).toHaveURL(/\/automotive$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('File a Vehicle Class claim');
});

test('a query value with other characters is stripped, and the page reloads with the clean value', async ({ page }) => {
  await page.goto('/lookup?culture=e$s!');
  await expect(page).toHaveURL(/\/lookup\?culture=es$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Consulte el estado de su reclamación');
});

test('a path that is no page leads to the not-found page in the active language', async ({ page }) => {
  await page.goto('/automotive/no-such-step?culture=es');
  await expect(page).toHaveURL(/\/page-not-found\?culture=es$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No se encontró la página');
});
