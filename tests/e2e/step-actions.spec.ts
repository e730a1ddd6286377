import { expect, test, type Locator } from '@playwright/test';
import { forgetDrafts } from './support/database.ts';
import { reachPaymentElectionAsAlex, texts } from './support/standardJourney.ts';

// Issue 21, point 10: a step's primary action is the one a thumb finds (GOV.UK's button group):
// first, and as wide as the column on a phone; Back is a quieter secondary action after it.

test.beforeEach(() => {
  forgetDrafts();
});

const backLabel = { en: 'Back', es: 'Atrás' } as const;

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('The element is not on the page.');
  return box;
}

for (const culture of ['en', 'es'] as const) {
  test.describe(`on a phone (${culture})`, () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('Next spans the column and comes first, Back after it in reading and tab order', async ({ page }) => {
      const t = texts[culture];
      await reachPaymentElectionAsAlex(page, culture);
      const next = page.getByRole('button', { name: t.next });
      const back = page.getByRole('button', { name: backLabel[culture], exact: true });
      const column = await boxOf(page.locator('main form'));
      const nextBox = await boxOf(next);
      const backBox = await boxOf(back);

      expect(nextBox.width).toBeGreaterThanOrEqual(column.width - 1);
      expect(nextBox.y + nextBox.height).toBeLessThanOrEqual(backBox.y);
      // The secondary action does not compete: no filled or outlined twin of Next, but a link's look.
      const backLook = await back.evaluate((element) => {
        const style = getComputedStyle(element);
        return { background: style.backgroundColor, border: style.borderTopColor };
      });
      expect(backLook).toEqual({ background: 'rgba(0, 0, 0, 0)', border: 'rgba(0, 0, 0, 0)' });

      await next.focus();
      await page.keyboard.press('Tab');
      await expect(back).toBeFocused();
    });
  });

  test.describe(`on a desktop (${culture})`, () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test('Next comes first and Back beside it, on one line', async ({ page }) => {
      const t = texts[culture];
      await reachPaymentElectionAsAlex(page, culture);
      const nextBox = await boxOf(page.getByRole('button', { name: t.next }));
      const backBox = await boxOf(page.getByRole('button', { name: backLabel[culture], exact: true }));
      expect(Math.abs(nextBox.y + nextBox.height / 2 - (backBox.y + backBox.height / 2))).toBeLessThan(2);
      expect(nextBox.x + nextBox.width).toBeLessThanOrEqual(backBox.x);
      expect(nextBox.width).toBeLessThan(400);
    });
  });
}
