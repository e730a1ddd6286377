import { expect, test, type Page } from '@playwright/test';

// Issue 21, point 15: after "Look up" on a phone the outcome is read out and in view (focus moves
// to it), the claim's status is explained in plain words, and a member without a claim is led to
// the form they may file, with its deadline (settlement.json: claims close 06/30/2027).
test.use({ viewport: { width: 390, height: 844 } });

const texts = {
  en: {
    noticeId: 'Notice ID',
    lookUp: 'Look up',
    claim: 'Your claim',
    status: 'Under review',
    meaning: 'What this means',
    explained: /checking your claim against the class list.*You do not need to do anything now/,
    none: /You have not filed a claim yet\. You can file one online now/,
    fileStandard: 'File a Data Class claim by June 30, 2027',
    startTitle: 'File a Claim',
  },
  es: {
    noticeId: 'Número de aviso (Notice ID)',
    lookUp: 'Consultar',
    claim: 'Su reclamación',
    status: 'En revisión',
    meaning: 'Qué significa',
    explained: /revisando su reclamación conforme a la lista de la clase.*No necesita hacer nada por ahora/,
    none: /Todavía no ha presentado una reclamación\. Puede presentarla en línea ahora/,
    fileStandard: 'Presente una reclamación del Grupo de Datos a más tardar el 30 de junio de 2027',
    startTitle: 'Presentar una reclamación',
  },
} as const;

type Culture = keyof typeof texts;

async function lookUp(page: Page, culture: Culture, noticeId: string, pin: string): Promise<void> {
  const t = texts[culture];
  await page.goto(culture === 'en' ? '/lookup' : `/lookup?culture=${culture}`);
  await page.getByLabel(t.noticeId).fill(noticeId);
  await page.getByLabel('PIN', { exact: true }).fill(pin);
  await page.getByRole('button', { name: t.lookUp }).click();
}

for (const culture of ['en', 'es'] as const) {
  const t = texts[culture];

  test(`on a phone (${culture}), Taylor's claim status is announced, in view and explained`, async ({ page }) => {
    await lookUp(page, culture, 'NWM-5Z6V-8K2D', '135790');
    const heading = page.getByRole('heading', { name: t.claim, level: 2 });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    const claim = page.getByRole('region', { name: t.claim });
    await expect(claim.getByRole('term').filter({ hasText: t.meaning })).toHaveCount(1);
    await expect(claim.getByRole('definition').filter({ hasText: t.status })).toHaveText(t.status);
    await expect(claim.getByRole('definition').filter({ hasText: t.explained })).toHaveCount(1);
  });

  test(`on a phone (${culture}), a member without a claim is led to the claim form and its deadline`, async ({
    page,
  }) => {
    // Casey Demo: the one demo member who never files on this server (documents.spec.ts).
    await lookUp(page, culture, 'NWM-2C5R-9M4X', '991027');
    const heading = page.getByRole('heading', { name: t.claim, level: 2 });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    const claim = page.getByRole('region', { name: t.claim });
    await expect(claim.getByText(t.none)).toBeVisible();
    const file = claim.getByRole('link', { name: t.fileStandard });
    await expect(file).toHaveAttribute('href', culture === 'en' ? '/' : `/?culture=${culture}`);
    await file.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.startTitle);
  });
}
