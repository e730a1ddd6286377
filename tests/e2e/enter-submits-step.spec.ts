import { expect, test } from '@playwright/test';
import { forgetDrafts } from './support/database.ts';
import { answerLossesQuestion, signAndReadStoredModels, texts } from './support/standardJourney.ts';

// Issue 21, point 10: Enter in a one-line field does what Next does, as in any web form, once.
test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(() => {
  forgetDrafts();
});

const demoTexts = {
  en: { dateOfBirth: 'Date of birth', phoneInvalid: 'Enter a 10-digit phone number', errorTitle: 'There is a problem' },
  es: {
    dateOfBirth: 'Fecha de nacimiento',
    phoneInvalid: 'Ingrese un número de teléfono de 10 dígitos',
    errorTitle: 'Hay un problema',
  },
} as const;

for (const culture of ['en', 'es'] as const) {
  test(`on a phone (${culture}), Enter in a field signs in and moves on like Next, once, masked and date fields included`, async ({
    page,
  }) => {
    const t = { ...texts[culture], ...demoTexts[culture] };
    const authorizeCalls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/authorize')) authorizeCalls.push(request.url());
    });
    await page.goto(culture === 'en' ? '/' : `/?culture=${culture}`);
    await page.getByLabel(t.noticeId).fill('NWM-4J7K-2Q9P');
    const pin = page.getByLabel(t.pin, { exact: true });
    await pin.fill('583104');
    // Two quick presses, as an impatient thumb gives: one sign-in.
    await pin.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/standard\/claimant-info/);
    expect(authorizeCalls).toHaveLength(1);

    // A half-typed phone number: Enter checks the step as Next does, and stays.
    const phone = page.getByLabel(t.phone);
    await phone.pressSequentially('55555');
    await phone.press('Enter');
    await expect(page.getByRole('heading', { name: t.errorTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(t.phoneInvalid) })).toBeVisible();
    await expect(page).toHaveURL(/\/standard\/claimant-info/);

    // Finished, under their masks, Enter in the date field moves on with what was typed.
    await phone.fill('');
    await phone.pressSequentially('5555550123');
    const dateOfBirth = page.getByLabel(t.dateOfBirth, { exact: false });
    await dateOfBirth.pressSequentially('1/2/1980');
    await dateOfBirth.press('Enter');
    await answerLossesQuestion(page, culture, false);
    await expect(page).toHaveURL(/\/standard\/payment-election/);
    await page.getByRole('radio', { name: t.check }).check();
    await page.getByRole('button', { name: t.next }).click();
    const models = await signAndReadStoredModels(page, culture);
    expect(models.claimantInfo?.fields).toMatchObject({ phone: '(555) 555-0123', dateOfBirth: '01/02/1980' });
  });
}
