import { expect, test, type Locator, type Page } from '@playwright/test';
import { forgetDrafts } from './support/database.ts';
import { signIn, texts } from './support/standardJourney.ts';

// Issue 21, "What to build" 3: a field's error shows when the claimant leaves it (or presses Next),
// never while they are still typing or choosing. Every kind of field, half-filled, says nothing
// until it is left, then shows its error.
test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(() => {
  forgetDrafts();
});

/** The error the design system draws under a control: `<id>-error`, and the control marked invalid. */
async function expectNoError(page: Page, control: Locator, when: string): Promise<void> {
  const id = await control.getAttribute('id');
  await expect(control, `${id} ${when}`).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator(`[id="${id}-error"]`), `${id}'s message ${when}`).toHaveCount(0);
}

async function expectError(page: Page, control: Locator): Promise<void> {
  const id = await control.getAttribute('id');
  await expect(control, `${id} once left`).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator(`[id="${id}-error"]`), `${id}'s message once left`).toBeVisible();
}

/** Types a half-finished value, checks that nothing is said, leaves the field, and checks the error. */
async function typeThenLeave(page: Page, control: Locator, typing: (control: Locator) => Promise<void>) {
  await control.scrollIntoViewIfNeeded();
  await control.focus();
  await typing(control);
  await expectNoError(page, control, 'while typing');
  await page.keyboard.press('Tab');
  await expectError(page, control);
}

const typeText = (text: string) => async (control: Locator) => control.pressSequentially(text);
const clearText = async (control: Locator) => {
  await control.press('ControlOrMeta+a');
  await control.press('Backspace');
};

for (const culture of ['en', 'es'] as const) {
  test(`on a phone (${culture}), no Standard field shows an error while it is being typed or chosen`, async ({
    page,
  }) => {
    await page.goto(culture === 'en' ? '/' : `/?culture=${culture}`);
    // The sign-in's own fields: a half-typed Notice ID.
    const noticeId = page.locator('#credentials-noticeId');
    await typeThenLeave(page, noticeId, typeText('NWM-4J'));
    await noticeId.fill('');
    await signIn(page, culture, 'NWM-4J7K-2Q9P', '583104');
    await expect(page).toHaveURL(/\/standard\/claimant-info/);

    // Name parts and address lines: required text emptied.
    await typeThenLeave(page, page.locator('#claimantInfo-firstName'), clearText);
    await typeThenLeave(page, page.locator('#claimantInfo-mailingStreetLine1'), clearText);
    // The state, a select: a keyboard passing over its empty choice.
    const state = page.locator('#claimantInfo-mailingSubDivision');
    await state.focus();
    await state.press('Home');
    await expectNoError(page, state, 'while choosing');
    await page.keyboard.press('Tab');
    await expectError(page, state);
    // Masked fields: ZIP, phone, date of birth, half-typed.
    await typeThenLeave(page, page.locator('#claimantInfo-mailingPostalCode'), async (control) => {
      await clearText(control);
      await control.pressSequentially('627');
    });
    await typeThenLeave(page, page.locator('#claimantInfo-phone'), typeText('21755'));
    await typeThenLeave(page, page.locator('#claimantInfo-dateOfBirth'), typeText('1/2'));
    // Email and its confirmation: half an address, then a confirmation that does not match yet.
    await typeThenLeave(page, page.locator('#claimantInfo-email'), async (control) => {
      await clearText(control);
      await control.pressSequentially('alex.sample@');
    });
    await typeThenLeave(page, page.locator('#claimantInfo-confirmEmail'), typeText('alex.sam'));

    // A checkbox has no half-state: ticking it says nothing.
    const losses = page.getByRole('checkbox').last();
    await losses.check();
    await expectNoError(page, losses, 'once ticked');
  });

  test(`on a phone (${culture}), a vehicle row's cells (VIN, purchase date) show no error while typed`, async ({
    page,
  }) => {
    const t = texts[culture];
    await page.goto(culture === 'en' ? '/automotive' : `/automotive?culture=${culture}`);
    await signIn(page, culture, 'NWM-7B1N-3F8L', '406618');
    await expect(page).toHaveURL(/\/automotive\/claimant-info/);
    await page.locator('#claimantInfo-email').fill('riley.sample@example.com');
    await page.locator('#claimantInfo-confirmEmail').fill('riley.sample@example.com');
    await page.getByRole('button', { name: t.next }).click();
    await expect(page).toHaveURL(/\/automotive\/claim-details/);

    // A vehicle's cells: a half-typed VIN, a half-typed purchase date, an emptied repair cost.
    await typeThenLeave(page, page.locator('input[id$="-vin"]').first(), async (control) => {
      await clearText(control);
      await control.pressSequentially('1HGCM8');
    });
    const dateCell = page.locator('main input[placeholder="mm/dd/yyyy"]').first();
    await typeThenLeave(page, dateCell, async (control) => {
      await clearText(control);
      await control.pressSequentially('06/0');
    });
  });
}
