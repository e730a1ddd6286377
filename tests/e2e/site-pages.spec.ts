import { expect, test, type Page } from '@playwright/test';

// The settlement website's pages, served from settlement.json and the content files at the base URL.
const pages = {
  en: {
    dates: { title: 'Key Dates', shows: ['Data Class claim filing deadline', 'June 30, 2027', 'March 31, 2027'] },
    documents: { title: 'Important Documents', shows: ['Long Form Notice', 'Settlement Agreement'] },
    faq: { title: 'Frequently Asked Questions', shows: ['Who is included?'] },
    contact: { title: 'Contact Us', shows: ['1-855-555-0142', 'P.O. Box 4821'] },
    privacy: { title: 'Privacy Policy', shows: ['It is not sold.'] },
    coa: { title: 'Change My Address', shows: ['tell the Settlement Administrator your new mailing address'] },
  },
  es: {
    dates: { title: 'Fechas clave', shows: ['30 de junio de 2027', '31 de marzo de 2027'] },
    documents: { title: 'Documentos importantes', shows: ['Aviso detallado', 'Acuerdo de conciliación'] },
    faq: { title: 'Preguntas frecuentes', shows: ['¿Quién está incluido?'] },
    contact: { title: 'Contáctenos', shows: ['Teléfono', 'P.O. Box 4821'] },
    privacy: { title: 'Política de privacidad', shows: ['No se vende.'] },
    coa: { title: 'Cambiar mi dirección', shows: ['informe su nueva dirección postal'] },
  },
} as const;

async function expectPage(page: Page, title: string, shows: readonly string[]) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(new RegExp(`^${title} – `));
  for (const text of shows) await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
}

for (const culture of ['en', 'es'] as const) {
  test(`every page of the settlement website shows its content in ${culture === 'en' ? 'English' : 'Spanish'}`, async ({
    page,
  }) => {
    for (const [path, { title, shows }] of Object.entries(pages[culture])) {
      await page.goto(`/${path}${culture === 'en' ? '' : `?culture=${culture}`}`);
      await expectPage(page, title, shows);
    }
  });
}

test('an FAQ answer opens from its question, by keyboard too', async ({ page }) => {
  await page.goto('/faq');
  const answer = page.getByText('Select File a Claim, enter the Notice ID and PIN');
  await expect(answer).toBeHidden();
  await page.getByText('How do I file a claim?').focus();
  await page.keyboard.press('Enter');
  await expect(answer).toBeVisible();
});

test('the documents open as PDFs served by the site', async ({ page, request }) => {
  await page.goto('/documents');
  const links = page.getByRole('link', { name: /Long Form Notice|Settlement Agreement|Preliminary Approval/ });
  await expect(links).toHaveCount(3);
  for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!))) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    expect(response.headers()['content-type'], href).toContain('application/pdf');
    expect((await response.body()).subarray(0, 5).toString(), href).toBe('%PDF-');
  }
  await expect(links.first()).toHaveAttribute('target', '_blank');
});

test('an FAQ answer opened before the page is up stays open once it is, its chunk slow to come', async ({ page }) => {
  // The site pages' chunk comes late: the page is hydrated only once it is in, so nothing the
  // browser does while idle (the texts fetched whole) draws the page anew under the claimant.
  await page.route(/\/assets\/sitePages-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  const texts = page.waitForRequest((request) => request.url().includes('/api/culture/content'));
  await page.goto('/faq');
  await page.getByText('How do I file a claim?').focus();
  await page.keyboard.press('Enter');
  const answer = page.getByText('Select File a Claim, enter the Notice ID and PIN');
  await expect(answer).toBeVisible();
  await texts;
  await page.waitForLoadState('networkidle');
  await expect(answer).toBeVisible();
});
