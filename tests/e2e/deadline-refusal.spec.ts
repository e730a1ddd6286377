import { expect, test } from '@playwright/test';
import { deadlinePassedServer } from './support/deadlinePassedServer.ts';
import { signIn } from './support/standardJourney.ts';

/** The server's refusal, per culture (the demo's content with the deadline's full text). */
const refusal = {
  en: 'The deadline to file this form online was Wednesday, June 30, 2027 at 11:59 PM Pacific Daylight Time',
  es: 'El plazo para presentar este formulario en línea venció el miércoles, 30 de junio de 2027, 23:59 hora de verano del Pacífico',
} as const;

test.use({ baseURL: deadlinePassedServer.url });

for (const culture of ['en', 'es'] as const) {
  test(`the server refuses to authorize after the deadline though the browser's clock is before it, in ${culture}`, async ({
    page,
  }) => {
    await page.goto(culture === 'en' ? '/' : `/?culture=${culture}`);
    await signIn(page, culture, 'NWM-4J7K-2Q9P', '583104');

    await expect(page.getByRole('alert')).toContainText(refusal[culture]);
    await expect(page).not.toHaveURL(/claimant-info/);
  });
}
