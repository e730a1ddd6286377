import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { e2eServer } from './support/e2eServer.ts';
import { reachPaymentElectionAsAlex, texts } from './support/standardJourney.ts';

const t = texts.en;

/** The claims stored for Alex Sample, each with the Idempotency-Key its submission carried. */
function alexsClaims(): { reference_code: string; idempotency_key: string | null }[] {
  const database = new Database(e2eServer.databaseFile, { readonly: true, fileMustExist: true });
  try {
    return database
      .prepare("select reference_code, idempotency_key from claims where notice_id = 'NWM4J7K2Q9P'")
      .all() as { reference_code: string; idempotency_key: string | null }[];
  } finally {
    database.close();
  }
}

/** Alex Sample's claim, answered and signed on the claim summary, ready to submit. */
async function reachSignedSummary(page: Page): Promise<void> {
  await reachPaymentElectionAsAlex(page, 'en');
  await page.getByRole('radio', { name: t.check }).check();
  await page.getByRole('button', { name: t.next }).click();
  await expect(page).toHaveURL(/\/standard\/claim-summary/);
  await page.getByLabel(t.signature).fill('Alex Sample');
}

async function confirmedReferenceCode(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/standard\/confirmation/);
  return (await page.getByTestId('reference-code').textContent())?.trim() ?? '';
}

test('a double click on Submit files one claim, the one the confirmation shows', async ({ page }) => {
  await reachSignedSummary(page);
  const before = new Set(alexsClaims().map((claim) => claim.reference_code));
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/forms/standard'))
      keys.push(request.headers()['idempotency-key'] ?? '');
  });

  await page.getByRole('button', { name: t.submit }).dblclick();
  const referenceCode = await confirmedReferenceCode(page);

  const filed = alexsClaims().filter((claim) => !before.has(claim.reference_code));
  expect(filed.map((claim) => claim.reference_code)).toEqual([referenceCode]);
  expect(new Set(keys)).toEqual(new Set([filed[0]?.idempotency_key]));
});

test('a submission whose answer is lost, submitted again, is filed once with the same reference code', async ({
  page,
}) => {
  await reachSignedSummary(page);
  const before = new Set(alexsClaims().map((claim) => claim.reference_code));
  const keys: string[] = [];
  let answered: string | null = null;
  await page.route('**/api/forms/standard', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (keys.length > 1) return route.continue();
    // The server receives the claim and files it; its answer never reaches the page.
    const response = await route.fetch();
    answered = ((await response.json()) as { referenceCodeForm: string }).referenceCodeForm;
    await route.abort('connectionreset');
  });

  await page.getByRole('button', { name: t.submit }).click();
  await expect(page.getByText('An error occurred during your submission.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: t.submit }).click();
  const referenceCode = await confirmedReferenceCode(page);

  expect(referenceCode).toBe(answered);
  const filed = alexsClaims().filter((claim) => !before.has(claim.reference_code));
  expect(filed.map((claim) => claim.reference_code)).toEqual([referenceCode]);
  expect([keys.length, new Set(keys).size]).toEqual([2, 1]);
});

test('after filing, Back leads to the confirmation again, not to a live Submit', async ({ page }) => {
  await reachSignedSummary(page);
  await page.getByRole('button', { name: t.submit }).click();
  const referenceCode = await confirmedReferenceCode(page);

  await page.goBack();
  expect(await confirmedReferenceCode(page)).toBe(referenceCode);
  await expect(page.getByRole('button', { name: t.submit })).toHaveCount(0);
});
