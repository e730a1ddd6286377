import { expect, test } from '@playwright/test';
import { forgetDrafts } from './support/database.ts';
import { signIn, texts } from './support/standardJourney.ts';

// On a phone the header, navigation, picture and banner fill the first screen. After a step
// change the page scrolls to the main content, so the new step's heading is on the first screen
// (issue 21: from the top, a new step looked unchanged and its question was a screen below).

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.beforeEach(() => {
  forgetDrafts();
});

for (const culture of ['en', 'es'] as const) {
  test(`after Next the step's heading, and after a failed Next the error summary, are on a phone's first screen, in ${culture}`, async ({
    page,
  }) => {
    const t = texts[culture];
    await page.goto(`/?culture=${culture}`);
    await signIn(page, culture, 'NWM-4J7K-2Q9P', '583104');
    await expect(page).toHaveURL(/\/standard\/claimant-info/);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport({ ratio: 1 });

    // Confirm email is left empty: Next shows the error summary at the top of the main content.
    await page.getByRole('button', { name: t.next }).click();
    const summary = page.getByRole('alert').filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('heading', { level: 2 })).toBeInViewport({ ratio: 1 });

    await page.getByLabel(t.confirmEmail).fill('alex.sample@example.com');
    await page.getByLabel(t.phone).pressSequentially('5555550123');
    await page.getByRole('button', { name: t.next }).click();
    await expect(page).toHaveURL(/\/standard\/payment-election/);
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport({ ratio: 1 });
  });
}
