import { setTimeout as sleep } from 'node:timers/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { forgetDrafts } from './support/database.ts';
import { answerLossesQuestion, signIn, texts, signAndReadStoredModels } from './support/standardJourney.ts';

// Each journey starts from the notice's prefill: no answers an earlier journey left saved for the member.
test.beforeEach(() => {
  forgetDrafts();
});

/** Signs in as Alex Sample, who lands on claimant-info. */
async function arriveAsAlex(page: Page, culture: 'en' | 'es'): Promise<void> {
  await page.goto(culture === 'en' ? '/' : `/?culture=${culture}`);
  await signIn(page, culture, 'NWM-4J7K-2Q9P', '583104');
  await expect(page).toHaveURL(/\/standard\/claimant-info/);
}

/**
 * Brings the calendar's button into view, as a claimant does before using it. The site scrolls
 * smoothly (spec §1) and the calendar closes on scroll (spec §2): Playwright's own scroll to the
 * button must be over before it is pressed, or its last steps would close the calendar at once.
 */
async function calendarButtonInView(page: Page, buttonName: string): Promise<Locator> {
  const button = page.getByRole('button', { name: buttonName });
  await button.scrollIntoViewIfNeeded();
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const before = window.scrollY;
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY === before)));
      }),
  );
  return button;
}

/** Opens the calendar with its button, once the button is in view. */
async function openCalendar(page: Page, buttonName: string): Promise<Locator> {
  await (await calendarButtonInView(page, buttonName)).click();
  return page.getByRole('dialog', { name: buttonName });
}

/** Arrives on claimant-info, where only the date of birth is left to answer (the notice's email is kept). */
async function startAsAlex(page: Page): Promise<void> {
  await arriveAsAlex(page, 'en');
}

/** Files the claim from claimant-info with a paper check and returns the stored claimant info. */
async function fileAndReadClaimantInfo(page: Page): Promise<Record<string, unknown> | undefined> {
  const t = texts.en;
  await page.getByRole('button', { name: t.next }).click();
  await answerLossesQuestion(page, 'en', false);
  await expect(page).toHaveURL(/\/standard\/payment-election/);
  await page.getByRole('radio', { name: t.check }).check();
  await page.getByRole('button', { name: t.next }).click();
  const models = await signAndReadStoredModels(page);
  return models.claimantInfo?.fields;
}

test('Alex Sample picks a date of birth from the calendar and it is stored with the claim', async ({ page }) => {
  await startAsAlex(page);
  const dateOfBirth = page.getByLabel('Date of birth', { exact: false });

  const calendar = await openCalendar(page, 'Choose date');
  await calendar.getByRole('combobox', { name: /year/i }).selectOption('1980');
  await calendar.getByRole('combobox', { name: /month/i }).selectOption({ label: 'January' });
  await calendar.getByRole('button', { name: 'Thursday, January 31, 1980' }).click();

  await expect(calendar).toBeHidden();
  await expect(dateOfBirth).toHaveValue('01/31/1980');
  await expect(dateOfBirth).toBeFocused();
  expect(await fileAndReadClaimantInfo(page)).toMatchObject({ dateOfBirth: '01/31/1980' });
});

test('a date of birth typed as digits is masked as mm/dd/yyyy and stored', async ({ page }) => {
  await startAsAlex(page);
  const dateOfBirth = page.getByLabel('Date of birth', { exact: false });

  await dateOfBirth.pressSequentially('07041990');

  await expect(dateOfBirth).toHaveValue('07/04/1990');
  expect(await fileAndReadClaimantInfo(page)).toMatchObject({ dateOfBirth: '07/04/1990' });
});

test('a date of birth in the future is refused with the demo’s message', async ({ page }) => {
  await startAsAlex(page);
  const dateOfBirth = page.getByLabel('Date of birth', { exact: false });

  await dateOfBirth.pressSequentially('01012099');
  await dateOfBirth.blur();

  await expect(page.getByText('The date cannot be in the future')).toBeVisible();
});

test('the calendar speaks Spanish on the Spanish site', async ({ page }) => {
  await arriveAsAlex(page, 'es');

  const calendar = await openCalendar(page, 'Elegir fecha');

  await expect(calendar.getByRole('combobox', { name: 'Elegir el año' })).toBeVisible();
});

test('the calendar opens at the first Enter on its button though its code comes a second late, takes focus, and Escape gives it back', async ({
  page,
}) => {
  await startAsAlex(page);
  // The popover's and the calendar's chunks load when the claimant reaches for the button; here
  // they come a second late, as on a phone.
  await page.route(/\/assets\/DatePicker(Popover|Panel)-[^/]+\.js$/, async (route) => {
    await sleep(1_000);
    await route.continue();
  });
  const button = await calendarButtonInView(page, 'Choose date');
  await button.focus();
  await page.keyboard.press('Enter');

  const calendar = page.getByRole('dialog', { name: 'Choose date' });
  await expect(calendar).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]')?.getAttribute('aria-label')))
    .toBe('Choose date');
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

// Issue 21, point 10: the calendar of a date of birth opened at this month, decades from any
// claimant's birthday. Empty, it opens at the latest birth date the demo takes (its range rule's
// max, 01/15/2008); filled, at the date typed.
test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const chooseDate = { en: 'Choose date', es: 'Elegir fecha' } as const;
  const dateOfBirthLabel = { en: 'Date of birth', es: 'Fecha de nacimiento' } as const;

  for (const culture of ['en', 'es'] as const) {
    test(`(${culture}) an empty date of birth's calendar opens at the latest birth date taken, a filled one at its date`, async ({
      page,
    }) => {
      await arriveAsAlex(page, culture);
      const dateOfBirth = page.getByLabel(dateOfBirthLabel[culture], { exact: false });
      await expect(dateOfBirth).toHaveValue('');

      let calendar = await openCalendar(page, chooseDate[culture]);
      await expect(calendar.getByRole('combobox', { name: /year|año/i })).toHaveValue('2008');
      await expect(calendar.getByRole('combobox', { name: /month|mes/i })).toHaveValue('0');
      await page.keyboard.press('Escape');
      await expect(calendar).toBeHidden();

      await dateOfBirth.pressSequentially('03151975');
      await dateOfBirth.blur();
      calendar = await openCalendar(page, chooseDate[culture]);
      await expect(calendar.getByRole('combobox', { name: /year|año/i })).toHaveValue('1975');
      await expect(calendar.getByRole('combobox', { name: /month|mes/i })).toHaveValue('2');
    });
  }
});
