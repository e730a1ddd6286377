import { expect, test } from '@playwright/test';
import { closingInstant, deadlineFlows, inCulture, servedDeadlines } from './support/deadlineFlows.ts';

/** What the deadline page says, per culture (the demo's content). */
const deadlinePage = {
  en: { title: 'The filing deadline has passed', dates: 'Data Class claims could be filed online until' },
  es: {
    title: 'Venció el plazo para presentar reclamaciones',
    dates: 'Las reclamaciones de la Clase de Datos se podían presentar en línea hasta el',
  },
} as const;
const minute = 60_000;

for (const { formType, startPath } of deadlineFlows) {
  for (const culture of ['en', 'es'] as const) {
    test(`after the ${formType} deadline its first page leads to the deadline page, in ${culture}`, async ({
      page,
      request,
    }) => {
      const deadlines = await servedDeadlines(request);
      await page.clock.install({ time: closingInstant(deadlines, formType).getTime() + minute });
      await page.goto(inCulture(startPath, culture));

      await expect(page).toHaveURL(culture === 'en' ? /\/deadline$/ : /\/deadline\?culture=es$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(deadlinePage[culture].title);
      const longDate = deadlines.claimFilingDeadline.texts[culture]?.longDate ?? 'missing';
      await expect(page.getByText(deadlinePage[culture].dates)).toContainText(longDate);
    });
  }

  test(`a claimant on the ${formType} first page when the deadline passes is sent to the deadline page`, async ({
    page,
    request,
  }) => {
    const deadlines = await servedDeadlines(request);
    await page.clock.install({ time: closingInstant(deadlines, formType).getTime() - minute });
    await page.goto(startPath);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(deadlinePage.en.title);
    await expect(page).toHaveURL(new RegExp(`${startPath}$`));

    await page.clock.fastForward(2 * minute);
    await expect(page).toHaveURL(/\/deadline$/);
  });
}

test('the Standard start page names the filing deadline with weekday, time and zone', async ({ page, request }) => {
  const deadlines = await servedDeadlines(request);
  await page.goto('/?culture=es');
  const fullDate = deadlines.claimFilingDeadline.texts.es?.fullDate ?? 'missing';
  await expect(page.getByText(`Presente su reclamación en línea a más tardar el ${fullDate}.`)).toBeVisible();
});

test('the Standard start page stays open a minute before the deadline', async ({ page, request }) => {
  const deadlines = await servedDeadlines(request);
  await page.clock.install({ time: closingInstant(deadlines, 'Standard').getTime() - minute });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('File a Claim');
  await expect(page).toHaveURL(/\/$/);
});
