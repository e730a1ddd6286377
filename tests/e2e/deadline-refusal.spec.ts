import { expect, test } from '@playwright/test';
import { deadlinePassedServer } from './support/deadlinePassedServer.ts';
import { e2eServer } from './support/e2eServer.ts';
import { demoText } from './support/pageChecks.ts';
import { signIn } from './support/standardJourney.ts';

/** The server's refusal, per culture (the demo's content with the deadline's full text). */
const refusal = {
  en: 'The deadline to file this form online was Wednesday, June 30, 2027 at 11:59 PM Pacific Daylight Time',
  es: 'El plazo para presentar este formulario en línea venció el miércoles, 30 de junio de 2027, 23:59 hora de verano del Pacífico',
} as const;

test.use({ baseURL: deadlinePassedServer.url });

for (const culture of ['en', 'es'] as const) {
  const startPath = culture === 'en' ? '/' : `/?culture=${culture}`;

  test(`after the deadline the start page leads to the deadline page by the server's clock, though the browser's is before it, in ${culture}`, async ({
    page,
  }) => {
    const response = await page.goto(startPath);
    // The server answered with the redirect: the form was never on screen, not even for a moment.
    expect(response?.request().redirectedFrom()?.url()).toBe(`${deadlinePassedServer.url}${startPath}`);
    await expect(page).toHaveURL(/\/deadline/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(demoText(culture, 'LocKey_Deadline_Title'));
  });

  test(`a start page left open from before the deadline is refused at sign-in by the server's clock, in ${culture}`, async ({
    page,
  }) => {
    // The page as it was served before the deadline (the same demo, on a server whose clock is before it).
    await page.route(`${deadlinePassedServer.url}${startPath}`, async (route) =>
      route.fulfill({ response: await page.request.get(`${e2eServer.url}${startPath}`) }),
    );
    await page.goto(startPath);
    await signIn(page, culture, 'NWM-4J7K-2Q9P', '583104');

    await expect(page.getByRole('alert')).toContainText(refusal[culture]);
    await expect(page).not.toHaveURL(/claimant-info/);
  });
}
