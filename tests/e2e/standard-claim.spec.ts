import { expect, test } from '@playwright/test';
import { findClaim } from './support/database.ts';
import { fileStandardClaimAsAlex, signIn, texts } from './support/standardJourney.ts';

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
