import { expect, test, type Page } from '@playwright/test';
import { forgetDrafts } from './support/database.ts';
import { demoText } from './support/pageChecks.ts';
import { answerLossesQuestion, signAndReadStoredModels, signIn, texts } from './support/standardJourney.ts';

// Issue 21, points 2 and 8: on a phone, the money decision is a page of its own, and the email the
// notice gave is not typed again unless the claimant changes it.
test.use({ viewport: { width: 390, height: 844 } });

// Each journey starts from the notice's prefill: no answers an earlier journey left saved for the member.
test.beforeEach(() => {
  forgetDrafts();
});

const cultures = ['en', 'es'] as const;

/** Signs in as Alex Sample, whose notice gives alex.sample@example.com, onto the claimant-info step. */
async function onClaimantInfoAsAlex(page: Page, culture: (typeof cultures)[number]) {
  await page.goto(culture === 'en' ? '/' : `/?culture=${culture}`);
  await signIn(page, culture, 'NWM-4J7K-2Q9P', '583104');
  await expect(page).toHaveURL(/\/standard\/claimant-info/);
}

for (const culture of cultures) {
  const t = (key: string) => demoText(culture, key);
  const next = (page: Page) => page.getByRole('button', { name: texts[culture].next, exact: true }).click();

  test(`on a phone (${culture}), the documented-losses question is a page of its own that decides the path`, async ({
    page,
  }) => {
    await onClaimantInfoAsAlex(page, culture);
    // Not among the claimant's details any more.
    await expect(page.getByText(t('LocKey_ClaimantInfo_HasDocumentedLosses'))).toHaveCount(0);
    await next(page);

    await expect(page).toHaveURL(/\/standard\/documented-losses/);
    const question = t('LocKey_ClaimantInfo_HasDocumentedLosses');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(question);
    const answers = page.getByRole('group', { name: question });
    await expect(answers.getByRole('radio')).toHaveCount(2);
    await expect(answers.getByRole('radio', { checked: true })).toHaveCount(0);

    // No answer chosen for the claimant: Next says what to do.
    await next(page);
    await expect(page.getByRole('alert', { name: t('LocKey_Shared_ErrorSummary_Title') })).toContainText(
      t('LocKey_ClaimantInfo_HasDocumentedLosses_Required'),
    );

    // Yes leads to the claim details; Back returns to the question with the answer kept.
    await answers.getByRole('radio', { name: t('LocKey_Shared_Yes'), exact: true }).check();
    await next(page);
    await expect(page).toHaveURL(/\/standard\/claim-details/);
    await page.getByRole('button', { name: t('LocKey_Shared_Back') }).click();
    await expect(page).toHaveURL(/\/standard\/documented-losses/);
    await expect(answers.getByRole('radio', { name: t('LocKey_Shared_Yes'), exact: true })).toBeChecked();

    // No passes over the claim details, and the answer is filed as the option chosen.
    await answers.getByRole('radio', { name: t('LocKey_Shared_No'), exact: true }).check();
    await next(page);
    await expect(page).toHaveURL(/\/standard\/payment-election/);
    await page.getByRole('radio', { name: texts[culture].check }).check();
    await next(page);
    const models = await signAndReadStoredModels(page, culture);
    expect([models.claimantInfo?.fields.hasDocumentedLosses, models.claimDetails]).toEqual(['No', null]);
  });

  test(`on a phone (${culture}), the email the notice gave is not asked again, unless it is changed`, async ({
    page,
  }) => {
    await onClaimantInfoAsAlex(page, culture);
    const email = page.getByLabel(t('LocKey_ClaimantInfo_Email'), { exact: true });
    const confirmEmail = page.getByLabel(t('LocKey_ClaimantInfo_ConfirmEmail'), { exact: true });
    await expect(email).toHaveValue('alex.sample@example.com');
    await expect(confirmEmail).toHaveCount(0);

    // A changed email must be typed again, and match.
    await email.fill('alex.new@example.com');
    await email.blur();
    await expect(confirmEmail).toBeVisible();
    await expect(confirmEmail).toHaveAttribute('aria-required', 'true');
    await next(page);
    const summary = page.getByRole('alert', { name: t('LocKey_Shared_ErrorSummary_Title') });
    await expect(summary).toContainText(t('LocKey_ClaimantInfo_ConfirmEmail_Required'));
    await confirmEmail.fill('alex.old@example.com');
    await next(page);
    await expect(summary).toContainText(t('LocKey_ClaimantInfo_ConfirmEmail_Mismatch'));

    // Back to the notice's email: nothing to confirm again.
    await email.fill('alex.sample@example.com');
    await email.blur();
    await expect(confirmEmail).toHaveCount(0);
    await next(page);
    await answerLossesQuestion(page, culture, false);
    await expect(page).toHaveURL(/\/standard\/payment-election/);
    await page.getByRole('radio', { name: texts[culture].check }).check();
    await next(page);
    const models = await signAndReadStoredModels(page, culture);
    expect(models.claimantInfo?.fields.email).toBe('alex.sample@example.com');
    expect(models.claimantInfo?.fields).not.toHaveProperty('confirmEmail');
  });

  test(`on a phone (${culture}), a changed email, confirmed, is filed`, async ({ page }) => {
    await onClaimantInfoAsAlex(page, culture);
    const email = page.getByLabel(t('LocKey_ClaimantInfo_Email'), { exact: true });
    await email.fill('alex.new@example.com');
    await email.blur();
    await page.getByLabel(t('LocKey_ClaimantInfo_ConfirmEmail'), { exact: true }).fill('alex.new@example.com');
    await next(page);
    await answerLossesQuestion(page, culture, false);
    await page.getByRole('radio', { name: texts[culture].check }).check();
    await next(page);
    const models = await signAndReadStoredModels(page, culture);
    expect(models.claimantInfo?.fields).toMatchObject({
      email: 'alex.new@example.com',
      confirmEmail: 'alex.new@example.com',
    });
  });
}
