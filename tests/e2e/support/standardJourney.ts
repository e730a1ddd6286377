import { expect, type Page } from '@playwright/test';
import { findClaim } from './database.ts';

/** The visible texts a claimant sees, per culture, taken from the demo settlement's content. */
export const texts = {
  en: {
    noticeId: 'Notice ID',
    pin: 'PIN',
    next: 'Next',
    firstName: 'First name',
    confirmEmail: 'Confirm email address',
    phone: 'Phone number',
    lossesQuestion: 'Are you claiming reimbursement of documented out-of-pocket losses?',
    yes: 'Yes',
    no: 'No',
    check: 'Paper check mailed to my address',
    signature: 'Signature (type your full name)',
    submit: 'Submit claim',
    confirmationTitle: 'Your claim has been submitted',
    authorizationError: 'The Notice ID and PIN you entered do not match our records',
  },
  es: {
    noticeId: 'Número de aviso (Notice ID)',
    pin: 'PIN',
    next: 'Siguiente',
    firstName: 'Nombre',
    confirmEmail: 'Confirme el correo electrónico',
    phone: 'Número de teléfono',
    lossesQuestion: '¿Solicita el reembolso de gastos de su bolsillo que puede documentar?',
    yes: 'Sí',
    no: 'No',
    check: 'Cheque en papel enviado a mi dirección',
    signature: 'Firma (escriba su nombre completo)',
    submit: 'Enviar reclamación',
    confirmationTitle: 'Su reclamación fue enviada',
    authorizationError: 'El número de aviso (Notice ID) y el PIN que ingresó no coinciden',
  },
} as const;
export type Culture = keyof typeof texts;

export async function signIn(page: Page, culture: Culture, noticeId: string, pin: string): Promise<void> {
  const t = texts[culture];
  await page.getByLabel(t.noticeId).fill(noticeId);
  await page.getByLabel(t.pin, { exact: true }).fill(pin);
  await page.getByRole('button', { name: t.next }).click();
}

/**
 * On the step that asks whether documented losses are claimed (a page of its own, the question its
 * heading), answers it and goes on.
 */
export async function answerLossesQuestion(page: Page, culture: Culture, claimsLosses: boolean): Promise<void> {
  const t = texts[culture];
  await expect(page).toHaveURL(/\/standard\/documented-losses/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.lossesQuestion);
  await page
    .getByRole('group', { name: t.lossesQuestion })
    .getByRole('radio', { name: claimsLosses ? t.yes : t.no, exact: true })
    .check();
  await page.getByRole('button', { name: t.next }).click();
}

/**
 * Signs in as Alex Sample, completes the claimant-info step (the notice's email kept, so it is not
 * typed again) and answers no to documented losses, up to the payment-election step.
 */
export async function reachPaymentElectionAsAlex(page: Page, culture: Culture): Promise<void> {
  const t = texts[culture];
  await page.goto(culture === 'en' ? '/' : `/?culture=${culture}`);
  await signIn(page, culture, 'NWM-4J7K-2Q9P', '583104');

  await expect(page).toHaveURL(/\/standard\/claimant-info/);
  await expect(page.getByLabel(t.firstName, { exact: true })).toHaveValue('Alex');
  await page.getByLabel(t.phone).pressSequentially('5555550123');
  await page.getByRole('button', { name: t.next }).click();
  await answerLossesQuestion(page, culture, false);

  await expect(page).toHaveURL(/\/standard\/payment-election/);
}

/**
 * Files a Standard claim as Alex Sample through every step and returns the reference code shown
 * on the confirmation page.
 */
export async function fileStandardClaimAsAlex(page: Page, culture: Culture): Promise<string> {
  const t = texts[culture];
  await reachPaymentElectionAsAlex(page, culture);
  await page.getByRole('radio', { name: t.check }).check();
  await page.getByRole('button', { name: t.next }).click();

  await expect(page).toHaveURL(/\/standard\/claim-summary/);
  await expect(page.getByText('100 Main St')).toBeVisible();
  await page.getByLabel(t.signature).fill('Alex Sample');
  await page.getByRole('button', { name: t.submit }).click();

  await expect(page).toHaveURL(/\/standard\/confirmation/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.confirmationTitle);
  const referenceCode = (await page.getByTestId('reference-code').textContent())?.trim() ?? '';
  expect(referenceCode).toMatch(/^NWM-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  return referenceCode;
}

/** Who signs a claim, and the SQLite file of the server the page files it with. */
export interface Signer {
  /** The typed signature: Alex Sample unless given. */
  name?: string;
  /** The e2eServer's database unless given. */
  databaseFile?: string;
}

/**
 * Signs on the claim summary (as Alex Sample unless `signer` names another), submits, and returns
 * the models the server stored with the claim.
 */
export async function signAndReadStoredModels(
  page: Page,
  culture: Culture = 'en',
  signer: Signer = {},
): Promise<Record<string, { fields: Record<string, unknown> } | null>> {
  const t = texts[culture];
  await expect(page).toHaveURL(/\/standard\/claim-summary/);
  await page.getByLabel(t.signature).fill(signer.name ?? 'Alex Sample');
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page).toHaveURL(/\/standard\/confirmation/);
  const referenceCode = (await page.getByTestId('reference-code').textContent())?.trim() ?? '';
  return JSON.parse(findClaim(referenceCode, signer.databaseFile)?.models ?? '{}') as Record<
    string,
    { fields: Record<string, unknown> } | null
  >;
}
