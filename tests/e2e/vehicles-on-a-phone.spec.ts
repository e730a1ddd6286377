import { expect, test, type Locator, type Page } from '@playwright/test';
import { forgetDrafts } from './support/database.ts';
import { demoText, pageWidths } from './support/pageChecks.ts';
import { signIn, type Culture } from './support/standardJourney.ts';

// Issue 21, points 11, 12 and 16: the vehicles step of the Automotive form on a phone, as GOV.UK's
// "add another" — each vehicle edited in a card of its own, then listed by name — and on a
// desktop as a table; in both, rows named by their answers, delete confirmed, focus and
// announcements on add, save and delete, errors naming the vehicle.
const riley = { noticeId: 'NWM-7B1N-3F8L', pin: '406618' };
const phone = { width: 390, height: 844 };

// Each journey starts from the notice's prefill: no answers an earlier journey left saved.
test.beforeEach(() => {
  forgetDrafts();
});

function phrasebook(page: Page, culture: Culture) {
  const t = (key: string, values?: Record<string, string | number>) => demoText(culture, key, values);
  const numbered = (row: number) => {
    const name = t('LocKey_Vehicles_Row', { 0: row });
    return name.charAt(0).toLocaleUpperCase() + name.slice(1);
  };
  /** A vehicle's full name: "Vehicle 2 (2019 Cascade)", or "Vehicle 3" while it has no answers. */
  const vehicle = (row: number, answers?: string) =>
    answers ? t('LocKey_Shared_TableRow_Named', { 0: numbered(row), 1: answers }) : numbered(row);
  const card = (name: string) => page.getByRole('region', { name, exact: true });
  const button = (key: string, values?: Record<string, string | number>) =>
    page.getByRole('button', { name: t(key, values), exact: true });
  /** The editor's live region, by what it says (the page has other status regions). */
  const announced = (text: string) => page.getByRole('status').filter({ hasText: text });
  const next = () => button('LocKey_Shared_Next').click();

  const reachVehicles = async () => {
    await page.goto(culture === 'en' ? '/automotive' : `/automotive?culture=${culture}`);
    await signIn(page, culture, riley.noticeId, riley.pin);
    await expect(page).toHaveURL(/\/automotive\/claimant-info/);
    const email = page.getByLabel(t('LocKey_ClaimantInfo_Email'), { exact: true });
    if ((await email.inputValue()) === '') await email.fill('riley.sample@example.com');
    await page.getByLabel(t('LocKey_ClaimantInfo_ConfirmEmail')).fill('riley.sample@example.com');
    await next();
    await expect(page).toHaveURL(/\/automotive\/claim-details/);
  };

  /** Fills in what the notice leaves to the claimant in a card, by the fields' own labels. */
  const completeCard = async (inCard: Locator, repairCost = '450') => {
    await inCard.getByLabel(t('LocKey_Vehicle_PurchaseDate'), { exact: true }).pressSequentially('03152020');
    // Left before the next tap: an error shown by the field goes as it is left, and what is under
    // it moves up (issue 21, point 3: no layout shift from errors, a matter of every field).
    await page.keyboard.press('Tab');
    await inCard
      .getByRole('group', { name: t('LocKey_Vehicle_Ownership') })
      .getByRole('radio', { name: t('LocKey_Vehicle_Ownership_Owned') })
      .check();
    await inCard.getByLabel(t('LocKey_Vehicle_RepairDate'), { exact: true }).pressSequentially('06012023');
    if (repairCost)
      await inCard.getByLabel(t('LocKey_Vehicle_RepairCost'), { exact: true }).pressSequentially(repairCost);
  };

  return { t, vehicle, card, button, announced, next, reachVehicles, completeCard };
}

for (const culture of ['en', 'es'] as const) {
  test(`on a phone (${culture}), each vehicle is a card of its own, saved into a list of vehicles named by their answers, deleted only once confirmed`, async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    const { t, vehicle, card, button, announced, reachVehicles, completeCard } = phrasebook(page, culture);
    await reachVehicles();

    // The notice's two vehicles, unfinished: a card each, headed by its name, its fields labelled.
    const aurora = card(vehicle(1, '2020 Aurora'));
    const cascade = card(vehicle(2, '2021 Cascade'));
    await expect(aurora.getByLabel(t('LocKey_Vehicle_Vin'), { exact: true })).toHaveValue('5NWCA4EB9LA557201');
    await expect(cascade.getByLabel(t('LocKey_Vehicle_Vin'), { exact: true })).toHaveValue('5NWAU2FC1MB884410');
    await expect(page.locator('table')).toHaveCount(0);
    const widths = await pageWidths(page);
    expect(widths.page, `the vehicles step is ${widths.page} px wide`).toBeLessThanOrEqual(widths.window);

    // Saved, the first leaves its card for the list, where Change takes focus; it is announced.
    await completeCard(aurora);
    await aurora.getByRole('button', { name: t('LocKey_Vehicles_SaveRow'), exact: true }).click();
    await expect(aurora).toHaveCount(0);
    await expect(page.getByText(vehicle(1, '2020 Aurora'), { exact: true })).toBeVisible();
    await expect(
      page.getByRole('button', { name: `${t('LocKey_Shared_TableRow_Change')} 2020 Aurora`, exact: true }),
    ).toBeFocused();
    await expect(announced(t('LocKey_Shared_TableRow_Saved', { 0: vehicle(1, '2020 Aurora') }))).toHaveCount(1);

    // Delete asks first; Cancel keeps the vehicle and gives focus back to its Delete button.
    const deleteCascade = button('LocKey_Vehicles_DeleteRow', { 0: '2021 Cascade' });
    await deleteCascade.click();
    const dialog = page.getByRole('alertdialog', {
      name: t('LocKey_Shared_TableRow_DeleteTitle', { 0: '2021 Cascade' }),
    });
    await dialog.getByRole('button', { name: t('LocKey_Shared_Cancel') }).click();
    await expect(dialog).toHaveCount(0);
    await expect(cascade).toBeVisible();
    await expect(deleteCascade).toBeFocused();
    // Confirmed, it goes; focus goes to Add, and the removal is announced.
    await deleteCascade.click();
    await dialog.getByRole('button', { name: t('LocKey_Shared_TableRow_DeleteConfirm') }).click();
    await expect(cascade).toHaveCount(0);
    await expect(button('LocKey_Vehicles_AddRow')).toBeFocused();
    await expect(announced(t('LocKey_Shared_Removed', { 0: vehicle(2, '2021 Cascade') }))).toHaveCount(1);

    // Added, a vehicle is a new card with focus on its first field; it is announced, and named
    // by its answers as they are chosen.
    await button('LocKey_Vehicles_AddRow').click();
    await expect(card(vehicle(2)).getByLabel(t('LocKey_Vehicle_Vin'), { exact: true })).toBeFocused();
    await expect(announced(t('LocKey_Shared_TableRow_Added', { 0: vehicle(2) }))).toHaveCount(1);
    await page.keyboard.type('5NWAU2FC1MB884410');
    await card(vehicle(2))
      .getByLabel(t('LocKey_Vehicle_Model'), { exact: true })
      .selectOption({ label: t('LocKey_Vehicle_Model_Cascade') });
    await card(vehicle(2, 'Cascade')).getByLabel(t('LocKey_Vehicle_ModelYear'), { exact: true }).selectOption('2019');
    const added = card(vehicle(2, '2019 Cascade'));
    await expect(added).toBeVisible();

    // Edited again from the list: its card opens with focus on its first field.
    await page.getByRole('button', { name: `${t('LocKey_Shared_TableRow_Change')} 2020 Aurora`, exact: true }).click();
    await expect(aurora.getByLabel(t('LocKey_Vehicle_Vin'), { exact: true })).toBeFocused();
    await aurora.getByRole('button', { name: t('LocKey_Vehicles_SaveRow'), exact: true }).click();
    await expect(aurora).toHaveCount(0);
  });

  test(`on a phone (${culture}), the errors of an unfinished vehicle name it, and a tap on Add is not lost as they go`, async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    const { t, vehicle, card, button, next, reachVehicles, completeCard } = phrasebook(page, culture);
    await reachVehicles();
    const cascade = card(vehicle(2, '2021 Cascade'));
    await completeCard(card(vehicle(1, '2020 Aurora')));
    await card(vehicle(1, '2020 Aurora'))
      .getByRole('button', { name: t('LocKey_Vehicles_SaveRow') })
      .click();

    // Next with the second vehicle unfinished: its own errors, named by it, in the summary and by
    // the field; not "Add at least 1 vehicle".
    await next();
    const summary = page.getByRole('alert', { name: t('LocKey_Shared_ErrorSummary_Title') });
    const named = t('LocKey_Shared_TableRow_Error', {
      0: vehicle(2, '2021 Cascade'),
      1: t('LocKey_Vehicle_RepairCost_Required'),
    });
    await expect(summary.getByRole('link', { name: named })).toBeVisible();
    await expect(cascade.getByText(named, { exact: true })).toBeVisible();
    await expect(page.getByText(t('LocKey_Vehicles_Minimum', { 0: 1 }))).toHaveCount(0);

    // The last error goes as its field is left for Add: Add moves up, and still gets the tap.
    await completeCard(cascade, '');
    await cascade.getByLabel(t('LocKey_Vehicle_RepairCost'), { exact: true }).pressSequentially('300');
    await button('LocKey_Vehicles_AddRow').click();
    await expect(cascade.getByText(named, { exact: true })).toHaveCount(0);
    await expect(card(vehicle(3)).getByLabel(t('LocKey_Vehicle_Vin'), { exact: true })).toBeFocused();
  });
}

test('on a desktop (1280 px), the vehicles are a table whose inputs and buttons name each vehicle by its answers; delete is confirmed, add and delete announced', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const { t, vehicle, button, announced, next, reachVehicles } = phrasebook(page, 'en');
  await reachVehicles();

  await expect(page.getByRole('table', { name: 'Vehicles' })).toBeVisible();
  await expect(page.getByLabel('VIN, 2021 Cascade', { exact: true })).toHaveValue('5NWAU2FC1MB884410');
  await expect(page.getByRole('button', { name: 'Choose purchase or lease date for 2020 Aurora' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete 2021 Cascade' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete 2021 Cascade?' })
    .getByRole('button', { name: 'Yes, delete' })
    .click();
  await expect(page.getByLabel('VIN, 2021 Cascade', { exact: true })).toHaveCount(0);
  await expect(button('LocKey_Vehicles_AddRow')).toBeFocused();
  await expect(announced('Vehicle 2 (2021 Cascade) was removed.')).toHaveCount(1);

  await button('LocKey_Vehicles_AddRow').click();
  await expect(page.getByLabel('VIN, vehicle 2', { exact: true })).toBeFocused();
  await expect(announced('Vehicle 2 added. Fill in its answers.')).toHaveCount(1);

  await next();
  const summary = page.getByRole('alert', { name: t('LocKey_Shared_ErrorSummary_Title') });
  await expect(
    summary.getByRole('link', { name: `${vehicle(1, '2020 Aurora')}: Enter the repair cost` }),
  ).toBeVisible();
  await expect(summary.getByRole('link', { name: "Vehicle 2: Enter the vehicle's VIN" })).toBeVisible();
});
