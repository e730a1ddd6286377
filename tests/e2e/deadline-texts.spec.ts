import { expect, test, type Page } from '@playwright/test';

// Issue 21, point 14: each start page states its own form's deadline, from the deadline settings
// (settlement.json: claims and the global deadline 06/30/2027, vehicles 03/31/2027, documents
// 07/31/2027, all 11:59:59 PM Pacific), never another form's, in the claimant's language; the
// server's page and the hydrated one write the same date.
test.use({ viewport: { width: 390, height: 844 } });

const dates = {
  en: { claims: 'June 30, 2027', vehicles: 'March 31, 2027', documents: 'July 31, 2027' },
  es: { claims: '30 de junio de 2027', vehicles: '31 de marzo de 2027', documents: '31 de julio de 2027' },
} as const;

const banners = {
  en: { file: 'File your claim online by', documents: 'Upload documents for a filed claim by' },
  es: {
    file: 'Presente su reclamación en línea a más tardar el',
    documents: 'Suba los documentos de una reclamación presentada a más tardar el',
  },
} as const;

/** React's complaints about a server page the browser drew otherwise (a date written differently). */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#418|#423|#425/i.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (/hydrat|#418|#423|#425/i.test(error.message)) errors.push(error.message);
  });
  return errors;
}

const startPages = [
  { path: '/', banner: 'file', own: 'claims', others: ['vehicles', 'documents'] },
  { path: '/automotive', banner: 'file', own: 'vehicles', others: ['claims', 'documents'] },
  { path: '/documents-upload', banner: 'documents', own: 'documents', others: ['claims', 'vehicles'] },
] as const;

for (const culture of ['en', 'es'] as const) {
  for (const start of startPages) {
    test(`on a phone (${culture}), ${start.path} states its own deadline, ${dates[culture][start.own]}, and no other`, async ({
      page,
      request,
    }) => {
      const address = culture === 'en' ? start.path : `${start.path}?culture=${culture}`;
      const banner = `${banners[culture][start.banner]} ${dates[culture][start.own]}`;
      const errors = hydrationErrors(page);

      const served = await (await request.get(address)).text();
      expect(served).toContain(banner);

      await page.goto(address);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('region', { name: banner })).toBeVisible();
      const main = page.getByRole('main');
      await expect(main).toContainText(dates[culture][start.own]);
      for (const other of start.others) await expect(page.locator('body')).not.toContainText(dates[culture][other]);
      expect(errors).toEqual([]);
    });
  }
}
