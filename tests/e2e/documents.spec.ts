import { expect, test, type Page } from '@playwright/test';
import { findClaim, forgetDrafts } from './support/database.ts';
import {
  claimCountOf,
  documentFixtures,
  documentsOfClaim,
  firstClaimReferenceOf,
  openDocumentDraft,
  fixture,
  storedBytes,
} from './support/documents.ts';
import { demoText } from './support/pageChecks.ts';
import { answerLossesQuestion, fileStandardClaimAsAlex, signIn, texts } from './support/standardJourney.ts';

// Supporting documents end to end: the Standard claim's documents step (shown when documented
// losses are claimed) and the DocumentsUpload form, each checked in SQLite and document storage.
const t = texts.en;
const alex = { noticeId: 'NWM-4J7K-2Q9P', pin: '583104', stored: 'NWM4J7K2Q9P' };
const taylor = { noticeId: 'NWM-5Z6V-8K2D', pin: '135790', stored: 'NWM5Z6V8K2D' };
const pdfPath = `${documentFixtures}/receipt.pdf`;
const jpegPath = `${documentFixtures}/receipt-photo.jpg`;
const pngPath = `${documentFixtures}/bank-statement.png`;
const fakePdfPath = `${documentFixtures}/not-really-a.pdf`;

type FileChoice = string | { name: string; mimeType: string; buffer: Buffer };

// Each journey starts from the notice's prefill: no answers an earlier journey left saved for the member.
test.beforeEach(() => {
  forgetDrafts();
});

/** Signs in as Alex Sample, claims $120 of documented losses and reaches the documents step. */
async function reachDocumentsStep(page: Page): Promise<void> {
  await page.goto('/');
  await signIn(page, 'en', alex.noticeId, alex.pin);
  await expect(page).toHaveURL(/\/standard\/claimant-info/);
  await page.getByRole('button', { name: t.next }).click();
  await answerLossesQuestion(page, 'en', true);

  await expect(page).toHaveURL(/\/standard\/claim-details/);
  await page.getByLabel('Hours you spent dealing with the exposure').pressSequentially('2.5');
  await page.getByLabel('Documented out-of-pocket losses').pressSequentially('120');
  await page.getByRole('button', { name: t.next }).click();

  await expect(page).toHaveURL(/\/standard\/payment-election/);
  await page.getByRole('radio', { name: t.check }).check();
  await page.getByRole('button', { name: t.next }).click();
  await expect(page).toHaveURL(/\/standard\/supporting-documents/);
}

/** Fills the open draft (opening one if none is) with a document type and a file, then Upload. */
async function addDocument(page: Page, typeLabel: string, file: FileChoice): Promise<void> {
  await openDocumentDraft(page);
  await page.getByLabel('Document type').selectOption({ label: typeLabel });
  await page.getByLabel('File', { exact: true }).setInputFiles(file);
  await page.getByRole('button', { name: 'Upload' }).click();
}

/** From the documents step: Next, sign on the summary, submit; returns the reference code. */
async function signAndSubmit(page: Page): Promise<string> {
  await page.getByRole('button', { name: t.next }).click();
  await expect(page).toHaveURL(/\/standard\/claim-summary/);
  await page.getByLabel(t.signature).fill('Alex Sample');
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page).toHaveURL(/\/standard\/confirmation/);
  return (await page.getByTestId('reference-code').textContent())?.trim() ?? '';
}

const documentsList = (page: Page) => page.getByRole('region', { name: 'Your documents' }).getByRole('listitem');

test('Alex Sample files documented losses with a PDF and a photo, stored with their bytes', async ({ page }) => {
  await reachDocumentsStep(page);
  await addDocument(page, 'Receipt or invoice', pdfPath);
  await expect(page.getByRole('status').filter({ hasText: 'receipt.pdf was added.' })).toBeVisible();
  // The next draft starts empty: the file chooser does not keep the last file.
  await expect(page.getByLabel('File', { exact: true })).toHaveValue('');
  await addDocument(page, 'Bank or card statement', jpegPath);
  await expect(documentsList(page)).toHaveCount(2);

  await page.getByRole('button', { name: t.next }).click();
  await expect(page).toHaveURL(/\/standard\/claim-summary/);
  const documentsSection = page.getByRole('region', { name: 'Supporting documents' });
  await expect(documentsSection.getByText('receipt.pdf')).toBeVisible();
  await expect(documentsSection.getByText('receipt-photo.jpg')).toBeVisible();
  await page.getByLabel(t.signature).fill('Alex Sample');
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page).toHaveURL(/\/standard\/confirmation/);
  const referenceCode = (await page.getByTestId('reference-code').textContent())?.trim() ?? '';

  const stored = documentsOfClaim(referenceCode);
  expect(stored.map((document) => [document.file_name, document.document_type, document.content_type])).toEqual([
    ['receipt-photo.jpg', 'BankStatement', 'image/jpeg'],
    ['receipt.pdf', 'Receipt', 'application/pdf'],
  ]);
  expect(storedBytes(stored[0]!.storage_key).equals(fixture('receipt-photo.jpg'))).toBe(true);
  expect(storedBytes(stored[1]!.storage_key).equals(fixture('receipt.pdf'))).toBe(true);
  const models = JSON.parse(findClaim(referenceCode)?.models ?? '{}') as {
    documentContexts: { fields: Record<string, unknown> }[];
  };
  expect(models.documentContexts.map((context) => context.fields.fileName)).toEqual([
    'receipt.pdf',
    'receipt-photo.jpg',
  ]);
});

test('the confirmation prints without its buttons and keeps the reference code', async ({ page }) => {
  await fileStandardClaimAsAlex(page, 'en');
  const printButton = page.getByRole('button', { name: 'Print this page' });
  await expect(printButton).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(printButton).toBeHidden();
  await expect(page.getByTestId('reference-code')).toBeVisible();
});

test('a Standard claim without documented losses never shows the documents step and stores none', async ({ page }) => {
  const referenceCode = await fileStandardClaimAsAlex(page, 'en');
  expect(documentsOfClaim(referenceCode)).toEqual([]);
  const models = JSON.parse(findClaim(referenceCode)?.models ?? '{}') as { documentContexts: unknown[] };
  expect(models.documentContexts).toEqual([]);
});

test('a file over 20 MB is refused at Upload, and a smaller one is filed instead', async ({ page }) => {
  await reachDocumentsStep(page);
  const large = { name: 'big-scan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(20 * 1024 * 1024 + 1) };
  await addDocument(page, 'Receipt or invoice', large);

  await expect(
    page.getByText(
      'big-scan.pdf is larger than 20 MB. Choose a smaller file, or scan the document at a lower resolution.',
      { exact: true },
    ),
  ).toBeVisible();
  await expect(documentsList(page)).toHaveCount(0);

  await page.getByLabel('File', { exact: true }).setInputFiles(pngPath);
  await page.getByRole('button', { name: 'Upload' }).click();
  const referenceCode = await signAndSubmit(page);
  const stored = documentsOfClaim(referenceCode);
  expect(stored.map((document) => document.file_name)).toEqual(['bank-statement.png']);
  expect(storedBytes(stored[0]!.storage_key).equals(fixture('bank-statement.png'))).toBe(true);
});

test('a .pdf that is not a PDF is refused when the claim is submitted, and nothing is stored', async ({ page }) => {
  const claimsBefore = claimCountOf(alex.stored);
  await reachDocumentsStep(page);
  await addDocument(page, 'Receipt or invoice', fakePdfPath);
  await page.getByRole('button', { name: t.next }).click();
  await page.getByLabel(t.signature).fill('Alex Sample');
  await page.getByRole('button', { name: t.submit }).click();

  await expect(
    page.getByText('not-really-a.pdf is not a PDF, JPEG, PNG or HEIC file. Choose a file of one of these types.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/standard\/claim-summary/);
  expect(claimCountOf(alex.stored)).toBe(claimsBefore);

  // The claimant goes back to the documents, replaces the file and files the claim.
  await page.getByRole('region', { name: 'Supporting documents' }).getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/standard\/supporting-documents/);
  await page.getByRole('button', { name: 'Delete not-really-a.pdf' }).click();
  await addDocument(page, 'Receipt or invoice', pdfPath);
  const referenceCode = await signAndSubmit(page);
  expect(documentsOfClaim(referenceCode).map((document) => document.file_name)).toEqual(['receipt.pdf']);
  expect(claimCountOf(alex.stored)).toBe(claimsBefore + 1);
});

test('Next with a document started but not uploaded says to upload or cancel it', async ({ page }) => {
  await reachDocumentsStep(page);
  await addDocument(page, 'Receipt or invoice', pdfPath);
  await page.getByLabel('Document type').selectOption({ label: 'Other document' });
  await page.getByRole('button', { name: t.next }).click();

  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary.getByText('Upload or cancel the document you started before you continue.')).toBeVisible();
  await expect(page).toHaveURL(/\/standard\/supporting-documents/);

  await page.getByRole('button', { name: 'Cancel' }).click();
  const referenceCode = await signAndSubmit(page);
  expect(documentsOfClaim(referenceCode).map((document) => document.file_name)).toEqual(['receipt.pdf']);
});

test('Next without any document asks for documentation', async ({ page }) => {
  await reachDocumentsStep(page);
  await page.getByRole('button', { name: t.next }).click();
  await expect(page.getByRole('link', { name: 'Provide documentation to continue.' })).toBeVisible();
  await expect(page).toHaveURL(/\/standard\/supporting-documents/);
});

test('Taylor Example adds documents to the claim already filed', async ({ page }) => {
  const referenceCode = firstClaimReferenceOf(taylor.stored);
  expect(referenceCode).toMatch(/^NWM-/);
  const before = documentsOfClaim(referenceCode!).length;

  await page.goto('/documents-upload');
  await signIn(page, 'en', taylor.noticeId, taylor.pin);
  await expect(page).toHaveURL(/\/documents-upload\/supporting-documents/);
  await addDocument(page, 'Receipt or invoice', pdfPath);
  await addDocument(page, 'Bank or card statement', pngPath);
  await page.getByRole('button', { name: 'Submit documents' }).click();

  await expect(page).toHaveURL(/\/documents-upload\/confirmation/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your documents have been submitted');
  await expect(page.getByTestId('reference-code')).toHaveText(referenceCode!);
  const stored = documentsOfClaim(referenceCode!).filter((document) => document.form_type === 'DocumentsUpload');
  expect(stored.length).toBe(before + 2);
  const pdf = stored.find((document) => document.file_name === 'receipt.pdf');
  expect(storedBytes(pdf!.storage_key).equals(fixture('receipt.pdf'))).toBe(true);
});

test('a member with no claim is told there is no claim to add documents to', async ({ page }) => {
  await page.goto('/documents-upload');
  // Casey Demo: the one demo member who never files on this server (the journeys share its database);
  // her own claim goes to a server of its own (international-address.spec.ts).
  await signIn(page, 'en', 'NWM-2C5R-9M4X', '991027');
  await expect(page.getByText('We have no claim on file for this Notice ID')).toBeVisible();
  await expect(page).toHaveURL(/\/documents-upload$/);
});

test('an Edit link on the summary returns there after the change, through the steps the change brings in', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, 'en', alex.noticeId, alex.pin);
  await expect(page).toHaveURL(/\/standard\/claimant-info/);
  await page.getByRole('button', { name: t.next }).click();
  await answerLossesQuestion(page, 'en', false);
  await page.getByRole('radio', { name: t.check }).check();
  await page.getByRole('button', { name: t.next }).click();
  await expect(page).toHaveURL(/\/standard\/claim-summary/);

  // A change that brings in no new step goes straight back.
  await page.getByRole('link', { name: 'Edit Your information' }).click();
  await expect(page).toHaveURL(/\/standard\/claimant-info\?returnTo=summary/);
  await page.getByLabel(t.phone).pressSequentially('5555550188');
  await page.getByRole('button', { name: t.next }).click();
  await expect(page).toHaveURL(/\/standard\/claim-summary$/);
  await expect(page.getByText('(555) 555-0188')).toBeVisible();

  // Claiming losses brings in claim details and documents, then returns.
  await page.getByRole('link', { name: `Edit ${t.lossesQuestion}` }).click();
  await expect(page).toHaveURL(/\/standard\/documented-losses\?returnTo=summary/);
  await page.getByRole('radio', { name: t.yes, exact: true }).check();
  await page.getByRole('button', { name: t.next }).click();
  await expect(page).toHaveURL(/\/standard\/claim-details\?returnTo=summary/);
  await page.getByLabel('Documented out-of-pocket losses').pressSequentially('75');
  await page.getByRole('button', { name: t.next }).click();
  await expect(page).toHaveURL(/\/standard\/supporting-documents\?returnTo=summary/);
  await addDocument(page, 'Receipt or invoice', pdfPath);
  await page.getByRole('button', { name: t.next }).click();
  await expect(page).toHaveURL(/\/standard\/claim-summary$/);

  await page.getByLabel(t.signature).fill('Alex Sample');
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page).toHaveURL(/\/standard\/confirmation/);
  const referenceCode = (await page.getByTestId('reference-code').textContent())?.trim() ?? '';
  expect(documentsOfClaim(referenceCode).map((document) => document.file_name)).toEqual(['receipt.pdf']);
});

for (const culture of ['en', 'es'] as const) {
  test(`on a phone, a file of a type no claim takes is refused at Upload, in ${culture === 'en' ? 'English' : 'Spanish'}, and nothing is added`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const say = (key: string, values?: Record<string, string>) => demoText(culture, key, values);
    await page.goto(`/documents-upload?culture=${culture}`);
    await page.getByLabel(say('LocKey_Credentials_NoticeId'), { exact: true }).fill(taylor.noticeId);
    await page.getByLabel(say('LocKey_Credentials_Pin'), { exact: true }).fill(taylor.pin);
    await page.getByRole('button', { name: say('LocKey_Shared_Next'), exact: true }).click();
    await expect(page).toHaveURL(/\/documents-upload\/supporting-documents/);

    const add = page.getByRole('button', { name: say('LocKey_Documents_Add') });
    if (await add.isVisible()) await add.click();
    await page.getByLabel(say('LocKey_Documents_Type')).selectOption({ label: say('LocKey_Documents_Type_Receipt') });
    const note = {
      name: 'notes.docx',
      mimeType: 'application/msword',
      buffer: Buffer.from('not a document a claim takes'),
    };
    await page.getByLabel(say('LocKey_Documents_File'), { exact: true }).setInputFiles(note);
    await page.getByRole('button', { name: say('LocKey_Documents_Upload'), exact: true }).click();

    // At the file, and said by the editor's status too (exact: the status begins "not added").
    await expect(
      page.getByText(say('LocKey_Documents_Error_WrongType', { 0: 'notes.docx' }), { exact: true }),
    ).toBeVisible();
    // The list of documents added shows nothing but its empty message.
    await expect(page.getByText(say('LocKey_Documents_Empty'))).toBeVisible();
  });
}
