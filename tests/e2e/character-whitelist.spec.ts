import { expect, test, type APIRequestContext } from '@playwright/test';
import { answerLossesQuestion, signIn, texts } from './support/standardJourney.ts';
import { withoutStartData } from './support/withoutStartData.ts';

// The demo's description of losses has the characterSetRestriction rule; '<' and '>' are not in
// the settlement's whitelist (settlement.json characterWhitelist).
const restricted = {
  en: 'The following characters are not allowed: < >',
  es: 'No se permiten los siguientes caracteres: < >',
} as const;

test('a restricted character is refused in the browser, with the offending characters named', async ({ page }) => {
  const t = texts.en;
  await page.goto('/');
  // Without its start data the app draws the page anew from its own calls, over the server's:
  // the claimant signs in on the app's page.
  await page.waitForLoadState('networkidle');
  await signIn(page, 'en', 'NWM-4J7K-2Q9P', '583104');
  await expect(page).toHaveURL(/\/standard\/claimant-info/);
  await page.getByRole('button', { name: t.next }).click();
  await answerLossesQuestion(page, 'en', true);
  await expect(page).toHaveURL(/\/standard\/claim-details/);

  const description = page.getByLabel('What the losses were for');
  await description.fill('Credit freeze fees <receipts>');
  await description.press('Tab');
  await expect(page.getByText(restricted.en)).toBeVisible();
  await page.getByRole('button', { name: t.next }).click();
  await expect(page).toHaveURL(/\/standard\/claim-details/);
});

test('with the whitelist withheld by a 403, the claimant types any character and goes on', async ({ page }) => {
  // Spec §6: the 403 is ignored; the browser then restricts nothing and the server checks on submit.
  // The whitelist is in the page (server/pages): served without it, the app asks for it.
  await withoutStartData(page);
  await page.route('**/api/characters-whitelist', (route) =>
    route.fulfill({ status: 403, contentType: 'application/json', body: '{}' }),
  );
  const t = texts.en;
  await page.goto('/');
  // Without its start data the app draws the page anew from its own calls, over the server's:
  // the claimant signs in on the app's page.
  await page.waitForLoadState('networkidle');
  await signIn(page, 'en', 'NWM-4J7K-2Q9P', '583104');
  await expect(page).toHaveURL(/\/standard\/claimant-info/);
  await page.getByRole('button', { name: t.next }).click();
  await answerLossesQuestion(page, 'en', true);
  await expect(page).toHaveURL(/\/standard\/claim-details/);

  await page.getByLabel('Documented out-of-pocket losses').fill('120.00');
  const description = page.getByLabel('What the losses were for');
  await description.fill('Credit freeze fees <receipts>');
  await description.press('Tab');
  await expect(description).toHaveValue('Credit freeze fees <receipts>');
  await expect(page.getByText(restricted.en)).toHaveCount(0);
  await page.getByRole('button', { name: t.next }).click();
  await expect(page).toHaveURL(/\/standard\/payment-election/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How you want to be paid');
});

interface ModelConfig {
  metadataHash: string;
  metadata: { dtoMapping: string; formType: string };
}

/** A model payload for the served config of a Standard model. */
async function modelPayload(request: APIRequestContext, dtoMapping: string, fields: Record<string, unknown>) {
  const configs = (await (await request.get('/api/forms/config')).json()) as ModelConfig[];
  const config = configs.find(
    (entry) => entry.metadata.formType === 'Standard' && entry.metadata.dtoMapping === dtoMapping,
  );
  if (!config) throw new Error(`No Standard ${dtoMapping} model served`);
  return JSON.stringify({
    id: null,
    clientId: `${dtoMapping}-e2e00001`,
    metadata: config.metadata,
    metadataHash: config.metadataHash,
    fields,
  });
}

test('a restricted character sent past the browser is refused by the server, in Spanish', async ({ page }) => {
  await page.goto('/?culture=es');
  await signIn(page, 'es', 'NWM-4J7K-2Q9P', '583104');
  await expect(page).toHaveURL(/\/standard\/claimant-info/);

  // The same session as the page (page.request shares its cookies), sending what the browser would refuse.
  const request = page.request;
  const { requestHeaderName, requestToken } = (await (await request.get('/api/csrf')).json()) as {
    requestHeaderName: string;
    requestToken: string;
  };
  const response = await request.post('/api/forms/standard', {
    headers: { [requestHeaderName]: requestToken, 'accept-language': 'es' },
    multipart: {
      reCaptchaResponse: '',
      userPreferredCulture: 'es',
      captchaRawValue: '',
      signature: 'Alex Sample',
      credentials: await modelPayload(request, 'Credentials', { noticeId: 'NWM-4J7K-2Q9P', pin: null }),
      claimantInfo: await modelPayload(request, 'ClaimantInfo', { hasDocumentedLosses: 'Yes' }),
      claimDetails: await modelPayload(request, 'ClaimDetails', {
        lossesDescription: 'Gastos de congelación <recibos>',
      }),
      paymentElection: await modelPayload(request, 'PaymentElection', { paymentMethod: 'Check' }),
      prepopulatedData: '[]',
      documentContexts: '[]',
      claimTransactions: '[]',
    },
  });
  const body = (await response.json()) as { fieldErrors?: Record<string, Record<string, string[]>> };
  expect([response.status(), body.fieldErrors?.claimDetails?.lossesDescription]).toEqual([
    400,
    expect.arrayContaining([restricted.es]),
  ]);
});
