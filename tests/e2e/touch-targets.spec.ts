import { expect, test, type Locator, type Page } from '@playwright/test';
import { forgetDrafts } from './support/database.ts';
import { signIn, texts } from './support/standardJourney.ts';
import { themeServerOf, themeServers } from './support/themeServers.ts';

// Issue 21, point 10: a radio or checkbox row is a thumb's target (44 px, WCAG 2.5.5 and GOV.UK's
// choice rows), label and all, in every theme.
test.use({ viewport: { width: 390, height: 844 } });

const minimumTarget = 44;

/** The labels of every radio and checkbox the page shows: each is the row a thumb can press. */
function choiceRows(page: Page): Locator {
  return page.locator('main label:has(> input[type="radio"]), main label:has(> input[type="checkbox"])');
}

/** Every choice row is at least 44 px tall and spans the width of its column, not just its text. */
async function expectThumbSizedRows(page: Page): Promise<void> {
  const rows = choiceRows(page);
  const count = await rows.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const box = await rows.nth(index).boundingBox();
    expect(box, `choice row ${index}`).not.toBeNull();
    expect(box!.height, `height of choice row ${index}`).toBeGreaterThanOrEqual(minimumTarget);
  }
}

/** A press near the row's right end and bottom edge, far from the box and its text, still chooses it. */
async function pressRowEdge(row: Locator): Promise<void> {
  const box = await row.boundingBox();
  if (!box) throw new Error('The choice row is not on the page.');
  await row.click({ position: { x: box.width - 4, y: box.height - 3 } });
}

for (const { theme } of themeServers) {
  test.describe(`in the ${theme} theme`, () => {
    test.use({ baseURL: themeServerOf(theme).url });

    test.beforeEach(() => {
      forgetDrafts(themeServerOf(theme).env.DATABASE_FILE);
    });

    for (const culture of ['en', 'es'] as const) {
      test(`on a phone (${culture}), every checkbox and radio row is at least 44 px tall and chooses from its edge`, async ({
        page,
      }) => {
        const t = texts[culture];
        await page.goto(culture === 'en' ? '/' : `/?culture=${culture}`);
        await signIn(page, culture, 'NWM-4J7K-2Q9P', '583104');
        await expect(page).toHaveURL(/\/standard\/claimant-info/);
        await expectThumbSizedRows(page);
        const checkboxRow = choiceRows(page).first();
        const checkbox = checkboxRow.locator('input');
        const wasChecked = await checkbox.isChecked();
        await pressRowEdge(checkboxRow);
        await expect(checkbox).toBeChecked({ checked: !wasChecked });
        await pressRowEdge(checkboxRow);
        await expect(checkbox).toBeChecked({ checked: wasChecked });

        await page.getByLabel(t.phone).pressSequentially('5555550123');
        await page.getByRole('button', { name: t.next }).click();
        await expect(page).toHaveURL(/\/standard\/documented-losses/);
        await expectThumbSizedRows(page);
        await pressRowEdge(choiceRows(page).filter({ hasText: t.no }));
        await expect(page.getByRole('radio', { name: t.no, exact: true })).toBeChecked();
        await page.getByRole('button', { name: t.next }).click();
        await expect(page).toHaveURL(/\/standard\/payment-election/);
        await expectThumbSizedRows(page);
        const checkRow = choiceRows(page).filter({ hasText: t.check });
        await pressRowEdge(checkRow);
        await expect(page.getByRole('radio', { name: t.check })).toBeChecked();
      });
    }
  });
}
