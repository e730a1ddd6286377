import { expect, test } from '@playwright/test';
import { forgetDrafts } from './support/database.ts';
import { answerLossesQuestion, signAndReadStoredModels, signIn, texts } from './support/standardJourney.ts';

// Issue 21, point 4: claimants type on phones, with the country code and one-digit months and days.
test.use({ viewport: { width: 390, height: 844 } });

// Each journey starts from the notice's prefill: no answers an earlier journey left saved for the member.
test.beforeEach(() => {
  forgetDrafts();
});

/** The demo's texts this spec reads, beyond the journey's own; the date mask is mm/dd/yyyy in both. */
const demoTexts = {
  en: {
    dateOfBirth: 'Date of birth',
    phoneInvalid: 'Enter a 10-digit phone number',
    dateInvalid: 'Enter a real date',
  },
  es: {
    dateOfBirth: 'Fecha de nacimiento',
    phoneInvalid: 'Ingrese un número de teléfono de 10 dígitos',
    dateInvalid: 'Ingrese una fecha válida',
  },
} as const;

for (const culture of ['en', 'es'] as const) {
  test(`on a phone (${culture}), a phone typed +1 217 555 0134 and a date of birth typed 1/2/1980 are kept as (217) 555-0134 and 01/02/1980, with no error`, async ({
    page,
  }) => {
    const t = { ...texts[culture], ...demoTexts[culture] };
    await page.goto(culture === 'en' ? '/' : `/?culture=${culture}`);
    await signIn(page, culture, 'NWM-4J7K-2Q9P', '583104');
    await expect(page).toHaveURL(/\/standard\/claimant-info/);
    const phone = page.getByLabel(t.phone);
    const dateOfBirth = page.getByLabel(t.dateOfBirth, { exact: false });

    await phone.pressSequentially('+1 217 555 0134');
    await dateOfBirth.pressSequentially('1/2/1980');
    await dateOfBirth.blur();

    await expect(phone).toHaveValue('(217) 555-0134');
    await expect(dateOfBirth).toHaveValue('01/02/1980');
    await expect(page.getByText(t.phoneInvalid)).toHaveCount(0);
    await expect(page.getByText(t.dateInvalid)).toHaveCount(0);
    await page.getByRole('button', { name: t.next }).click();
    await answerLossesQuestion(page, culture, false);
    await expect(page).toHaveURL(/\/standard\/payment-election/);
    await page.getByRole('radio', { name: t.check }).check();
    await page.getByRole('button', { name: t.next }).click();
    const models = await signAndReadStoredModels(page, culture);
    expect(models.claimantInfo?.fields).toMatchObject({ phone: '(217) 555-0134', dateOfBirth: '01/02/1980' });
  });
}
