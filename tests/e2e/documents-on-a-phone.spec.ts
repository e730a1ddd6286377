import { expect, test, type Page } from '@playwright/test';
import { forgetDrafts } from './support/database.ts';
import { documentsOfClaim, fixture, storedBytes } from './support/documents.ts';
import { demoText } from './support/pageChecks.ts';
import { answerLossesQuestion, signIn, texts, type Culture } from './support/standardJourney.ts';

// Issue 21, points 5 and 7: the documents step on a phone, where every photo is named image.jpg,
// by touch and by keyboard alone, in English and Spanish.
test.use({ viewport: { width: 390, height: 844 } });

// Each journey starts from the notice's prefill: no answers an earlier journey left saved for the member.
test.beforeEach(() => {
  forgetDrafts();
});

/** Two different photos, both named as a phone names them. */
const firstPhoto = fixture('receipt-photo.jpg');
// Bytes after a JPEG's end marker are no part of the picture: the same photo type, other content.
const secondPhoto = Buffer.concat([firstPhoto, Buffer.from('a second photo')]);
const photo = (buffer: Buffer) => ({ name: 'image.jpg', mimeType: 'image/jpeg', buffer });

/** Signs in as Alex Sample, claims $120 of documented losses and reaches the documents step. */
async function reachDocumentsStep(page: Page, culture: Culture): Promise<void> {
  const t = texts[culture];
  await page.goto(culture === 'en' ? '/' : `/?culture=${culture}`);
  await signIn(page, culture, 'NWM-4J7K-2Q9P', '583104');
  await expect(page).toHaveURL(/\/standard\/claimant-info/);
  // The notice's email is kept, so it is not typed again.
  await page.getByRole('button', { name: t.next }).click();
  await answerLossesQuestion(page, culture, true);
  await expect(page).toHaveURL(/\/standard\/claim-details/);
  await page.getByLabel(demoText(culture, 'LocKey_ClaimDetails_HoursLost')).pressSequentially('2.5');
  await page.getByLabel(demoText(culture, 'LocKey_ClaimDetails_DocumentedLosses')).pressSequentially('120');
  await page.getByRole('button', { name: t.next }).click();
  await expect(page).toHaveURL(/\/standard\/payment-election/);
  await page.getByRole('radio', { name: t.check }).check();
  await page.getByRole('button', { name: t.next }).click();
  await expect(page).toHaveURL(/\/standard\/supporting-documents/);
}

const documentRows = (page: Page, culture: Culture) =>
  page.getByRole('region', { name: demoText(culture, 'LocKey_Documents_ListTitle') }).getByRole('listitem');

for (const culture of ['en', 'es'] as const) {
  test(`on a phone (${culture}), two photos both named image.jpg are both added, listed, filed and stored`, async ({
    page,
  }) => {
    const t = texts[culture];
    const text = (key: string, values?: Record<string, string | number>) => demoText(culture, key, values);
    await reachDocumentsStep(page, culture);
    await page.getByRole('button', { name: text('LocKey_Documents_Add') }).click();
    for (const buffer of [firstPhoto, secondPhoto]) {
      await page
        .getByLabel(text('LocKey_Documents_Type'))
        .selectOption({ label: text('LocKey_Documents_Type_Receipt') });
      await page.getByLabel(text('LocKey_Documents_File'), { exact: true }).setInputFiles(photo(buffer));
      await page.getByRole('button', { name: text('LocKey_Documents_Upload') }).click();
    }
    await expect(documentRows(page, culture)).toHaveCount(2);
    await expect(documentRows(page, culture).filter({ hasText: 'image.jpg' })).toHaveCount(2);

    await page.getByRole('button', { name: t.next }).click();
    await expect(page).toHaveURL(/\/standard\/claim-summary/);
    const documentsSection = page.getByRole('region', { name: text('LocKey_Documents_Title') });
    await expect(documentsSection.getByText(/^image\.jpg/)).toHaveCount(2);
    await page.getByLabel(t.signature).fill('Alex Sample');
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page).toHaveURL(/\/standard\/confirmation/);
    const referenceCode = (await page.getByTestId('reference-code').textContent())?.trim() ?? '';

    const stored = documentsOfClaim(referenceCode).sort((a, b) => a.size - b.size);
    expect(stored.map((document) => [document.file_name, document.content_type, document.size])).toEqual([
      ['image.jpg', 'image/jpeg', firstPhoto.length],
      ['image.jpg', 'image/jpeg', secondPhoto.length],
    ]);
    expect(stored[0]!.storage_key).not.toBe(stored[1]!.storage_key);
    expect(storedBytes(stored[0]!.storage_key).equals(firstPhoto)).toBe(true);
    expect(storedBytes(stored[1]!.storage_key).equals(secondPhoto)).toBe(true);
  });
}

for (const culture of ['en', 'es'] as const) {
  test(`on a phone (${culture}), by keyboard alone, focus follows Add, Cancel, Upload and Delete, and one status says each outcome`, async ({
    page,
  }) => {
    const text = (key: string, values?: Record<string, string | number>) => demoText(culture, key, values);
    await reachDocumentsStep(page, culture);
    const editor = page.getByRole('region', { name: text('LocKey_Documents_ListTitle') });
    const status = editor.getByRole('status');
    const documentType = page.getByLabel(text('LocKey_Documents_Type'));
    const file = page.getByLabel(text('LocKey_Documents_File'), { exact: true });
    const upload = page.getByRole('button', { name: text('LocKey_Documents_Upload') });
    const cancel = page.getByRole('button', { name: text('LocKey_Shared_Cancel') });
    const press = async (button: typeof upload) => {
      await button.focus();
      await page.keyboard.press('Enter');
    };
    // Add: the new draft's first control; Cancel: back to Add.
    await press(page.getByRole('button', { name: text('LocKey_Documents_Add') }));
    await expect(documentType).toBeFocused();
    await expect(status).toHaveCount(1);
    await press(cancel);
    await expect(page.getByRole('button', { name: text('LocKey_Documents_Add') })).toBeFocused();

    // A file of a type no claim takes: refused, said with its reason, focus stays on Upload.
    await page.keyboard.press('Enter');
    await expect(documentType).toBeFocused();
    await documentType.selectOption({ label: text('LocKey_Documents_Type_Receipt') });
    const note = { name: 'notes.docx', mimeType: 'application/msword', buffer: Buffer.from('not a document') };
    await file.setInputFiles(note);
    await press(upload);
    await expect(status).toHaveText(
      text('LocKey_Documents_NotAdded', { 0: text('LocKey_Documents_Error_WrongType', { 0: 'notes.docx' }) }),
    );
    await expect(upload).toBeFocused();

    // A photo: added and said; the next draft's first control takes focus.
    await file.setInputFiles(photo(firstPhoto));
    await press(upload);
    await expect(status).toHaveText(text('LocKey_Documents_Saved', { 0: 'image.jpg' }));
    await expect(documentType).toBeFocused();
    await expect(documentRows(page, culture)).toHaveCount(1);

    // Cancel the empty draft, then Delete: said, and focus back on Add.
    await press(cancel);
    await expect(page.getByRole('button', { name: text('LocKey_Documents_AddAnother') })).toBeFocused();
    await press(page.getByRole('button', { name: text('LocKey_Documents_Delete', { 0: 'image.jpg' }) }));
    await expect(status).toHaveText(text('LocKey_Shared_Removed', { 0: 'image.jpg' }));
    await expect(page.getByRole('button', { name: text('LocKey_Documents_Add') })).toBeFocused();
    await expect(documentRows(page, culture)).toHaveCount(0);
    // One region says it all: no toast besides it.
    await expect(page.getByText(text('LocKey_Shared_Removed', { 0: 'image.jpg' }))).toHaveCount(1);
  });
}

/** Whether the page would ask before it is closed or reloaded (its beforeunload handlers cancel). */
const asksBeforeUnload = (page: Page) =>
  page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });

for (const culture of ['en', 'es'] as const) {
  test(`on a phone (${culture}), DocumentsUpload has one primary action and asks before the claimant leaves unsent documents`, async ({
    page,
  }) => {
    const text = (key: string, values?: Record<string, string | number>) => demoText(culture, key, values);
    await page.goto(`/documents-upload?culture=${culture}`);
    await signIn(page, culture, 'NWM-5Z6V-8K2D', '135790');
    await expect(page).toHaveURL(/\/documents-upload\/supporting-documents/);
    const add = page.getByRole('button', { name: text('LocKey_Documents_Add') });
    if (await add.isVisible()) await add.click();
    await page.getByLabel(text('LocKey_Documents_Type')).selectOption({ label: text('LocKey_Documents_Type_Receipt') });

    // Only "Submit documents" sends anything: no other button on the page looks like it.
    const submit = page.getByRole('button', { name: text('LocKey_DocumentsUpload_Submit') });
    const primaryColour = await submit.evaluate((button) => getComputedStyle(button).backgroundColor);
    const buttonColours = await page
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((button) => getComputedStyle(button).backgroundColor));
    expect(buttonColours.filter((colour) => colour === primaryColour)).toHaveLength(1);

    // Nothing chosen yet: leaving asks nothing.
    expect(await asksBeforeUnload(page)).toBe(false);
    await page.getByLabel(text('LocKey_Documents_File'), { exact: true }).setInputFiles(photo(firstPhoto));
    await page.getByRole('button', { name: text('LocKey_Documents_Upload') }).click();
    await expect(documentRows(page, culture)).toHaveCount(1);

    // A document kept but not sent: closing or reloading asks, and so does a link to another page.
    expect(await asksBeforeUnload(page)).toBe(true);
    const asked: string[] = [];
    page.once('dialog', async (dialog) => {
      asked.push(dialog.message());
      await dialog.dismiss();
    });
    await page.getByRole('link', { name: text('LocKey_Footer_PrivacyPolicy') }).click();
    await expect.poll(() => asked).toEqual([text('LocKey_Documents_LeaveWarning')]);
    await expect(page).toHaveURL(/\/documents-upload\/supporting-documents/);
    await expect(documentRows(page, culture)).toHaveCount(1);

    // Sent: nothing left to lose.
    await submit.click();
    await expect(page).toHaveURL(/\/documents-upload\/confirmation/);
    expect(await asksBeforeUnload(page)).toBe(false);
  });
}
