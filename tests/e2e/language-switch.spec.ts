import { expect, test } from '@playwright/test';

// Issue 21, point 10: the page changes language on the claimant's choice only. A native select
// switched it on each arrow key (Chrome reports every arrow as a change), a page reload each time.
test.use({ viewport: { width: 390, height: 844 } });

const languages = {
  en: { navigation: 'Language', other: 'Español', otherCode: 'es', heading: 'File a Claim' },
  es: { navigation: 'Idioma', other: 'English', otherCode: 'en', heading: 'Presentar una reclamación' },
} as const;

for (const culture of ['en', 'es'] as const) {
  test(`on a phone (${culture}), arrow keys on the language choice change nothing; choosing ${languages[culture].other} does`, async ({
    page,
  }) => {
    const language = languages[culture];
    await page.goto(culture === 'en' ? '/' : `/?culture=${culture}`);
    await expect(page.locator('html')).toHaveAttribute('lang', culture);
    const switcher = page.getByRole('navigation', { name: language.navigation });
    const other = switcher.getByRole('link', { name: language.other, exact: true });
    await expect(other).toHaveAttribute('lang', language.otherCode);

    await other.focus();
    for (const key of ['ArrowDown', 'ArrowUp', 'ArrowRight', 'ArrowLeft', 'Home', 'End'])
      await page.keyboard.press(key);
    await expect(page.locator('html')).toHaveAttribute('lang', culture);
    await expect(page).not.toHaveURL(new RegExp(`culture=${language.otherCode}`));

    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', language.otherCode);
    await expect(page).toHaveURL(new RegExp(`culture=${language.otherCode}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(languages[language.otherCode].heading);
  });
}
