import { expect, test } from '@playwright/test';
import { fileStandardClaimAsAlex, texts, type Culture } from './support/standardJourney.ts';

/**
 * After filing, the confirmation is the end of the claim (issue: a claimant on a phone): it says
 * nothing of stopping and signing in again to continue, and Back from it never brings back a live
 * Submit.
 */
const savedTexts: Record<Culture, RegExp> = {
  en: /If you stop now, sign in again/,
  es: /Si se detiene ahora, vuelva a ingresar/,
};

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

for (const culture of ['en', 'es'] as const) {
  const t = texts[culture];
  test.describe(culture === 'en' ? 'in English' : 'in Spanish', () => {
    test('the confirmation is the end: no "continue" message, and Back returns to it, never to a live Submit', async ({
      page,
    }) => {
      const referenceCode = await fileStandardClaimAsAlex(page, culture);
      // The saved indicator of the last step does not follow the claimant onto the confirmation.
      await expect(page.getByText(savedTexts[culture])).toHaveCount(0);

      await page.goBack();
      await expect(page).toHaveURL(/\/standard\/confirmation/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.confirmationTitle);
      await expect(page.getByTestId('reference-code')).toHaveText(referenceCode);
      await expect(page.getByRole('button', { name: t.submit })).toHaveCount(0);
      await expect(page.getByText(savedTexts[culture])).toHaveCount(0);
    });
  });
}
