/**
 * The typing the bench measures: a claimant retyping cells of the vehicles table holding 200 rows,
 * retyping the fields of Standard's claimant-info page, and the same keystrokes in a plain input
 * on a blank page (the baseline). Each field is typed as a claimant edits an answer: select all,
 * type the new text key by key, Tab to the next field (which commits the text to the form).
 */
import type { Locator, Page } from '@playwright/test';
import { fleetOwner } from './fleetOwner.ts';
import { settled } from './keystrokeRecorder.ts';

/** Between a key's down and up, and between keys: a fast typist's pace, each key in a frame of its own. */
export const keyDelayMilliseconds = 40;

/** A field to retype, and the texts typed into it round after round (the first is typed first). */
export interface Retyping {
  input: Locator;
  texts: readonly string[];
}

/** Retypes one field: select all, the text key by key, then Tab. Returns the keystrokes pressed. */
async function retype(page: Page, input: Locator, text: string): Promise<number> {
  // Focus comes by script, not by a keystroke: only typing is measured. The field is brought to the
  // middle of the window at once first: the site scrolls smoothly, and frames drawn while a smooth
  // scroll runs are shown only once it ends, which Event Timing would count against the keystrokes.
  await input.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await input.focus();
  await settled(page);
  await page.keyboard.press('ControlOrMeta+A', { delay: keyDelayMilliseconds });
  await page.keyboard.type(text, { delay: keyDelayMilliseconds });
  await page.keyboard.press('Tab', { delay: keyDelayMilliseconds });
  // Control and A, the text, Tab.
  return text.length + 3;
}

/** Retypes the fields in turn, round after round, until at least `keystrokes` keys were pressed. */
export async function retypeFields(page: Page, fields: readonly Retyping[], keystrokes: number): Promise<number> {
  let pressed = 0;
  for (let round = 0; pressed < keystrokes; round += 1) {
    for (const field of fields) pressed += await retype(page, field.input, field.texts[round % field.texts.length]!);
  }
  return pressed;
}

async function signIn(page: Page, path: string, noticeId: string, pin: string): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Notice ID').fill(noticeId);
  await page.getByLabel('PIN', { exact: true }).fill(pin);
  await page.getByRole('button', { name: 'Next' }).click();
}

/**
 * The input of a cell of the vehicles table (a wide screen's layout), by its column and the row's
 * place: its label names the column and the row, by the row's answers where they tell it apart.
 */
export function vehicleCell(page: Page, column: string, row: number): Locator {
  return page
    .locator('tbody tr')
    .nth(row - 1)
    .getByLabel(new RegExp(`^${column}, `));
}

/**
 * The fleet owner signs in on the Automotive form and goes on to the vehicles step, whose table
 * holds a row per vehicle on the notice; resolves once every row is there.
 */
export async function openFleetVehicles(page: Page, rows: number): Promise<void> {
  await signIn(page, '/automotive', fleetOwner.noticeId, fleetOwner.pin);
  // The notice's email is kept, so it is not asked again.
  await page.waitForURL(/\/automotive\/claimant-info$/);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL(/\/automotive\/claim-details$/);
  await vehicleCell(page, 'VIN', rows).waitFor({ timeout: 120_000 });
}

/** The cells retyped in a row of the vehicles table: the VIN, a date and the repair cost, each under its mask. */
export function vehicleRowFields(page: Page, row: number): Retyping[] {
  return [
    { input: vehicleCell(page, 'VIN', row), texts: ['5NWCA4EB1KA102938', '5NWAU2FC1MB884410'] },
    { input: vehicleCell(page, 'Purchase or lease date', row), texts: ['03152020', '11302021'] },
    { input: vehicleCell(page, 'Repair cost', row), texts: ['1234.56', '980'] },
  ];
}

/** Alex Sample signs in on the Standard form; resolves on the claimant-info page. */
export async function openAlexClaimantInfo(page: Page): Promise<void> {
  await signIn(page, '/', 'NWM-4J7K-2Q9P', '583104');
  await page.waitForURL(/\/standard\/claimant-info$/);
  await page.getByLabel('First name', { exact: true }).waitFor();
}

/**
 * The text fields of claimant-info retyped: name, street and city, and email (ending at the
 * notice's, so its confirmation is not asked).
 */
export function claimantInfoFields(page: Page): Retyping[] {
  const field = (label: string) => page.getByLabel(label, { exact: true });
  return [
    { input: field('First name'), texts: ['Alexandra', 'Alex'] },
    { input: field('Last name'), texts: ['Sample-Jones', 'Sample'] },
    { input: field('Street address'), texts: ['2200 Lakeshore Drive', '100 Main St'] },
    { input: field('City'), texts: ['Springfield Heights', 'Springfield'] },
    { input: field('Email address'), texts: ['alex.sample@example.org', 'alex.sample@example.com'] },
  ];
}

/** A blank page with two plain inputs: the baseline of what the browser itself takes per keystroke. */
export async function openBlankInputs(page: Page): Promise<Retyping[]> {
  await page.setContent(
    '<!doctype html><label>First <input id="first"></label> <label>Second <input id="second"></label>',
  );
  return [
    { input: page.locator('#first'), texts: ['2200 Lakeshore Drive', '5NWCA4EB1KA102938'] },
    { input: page.locator('#second'), texts: ['alex.sample@example.org', '1234.56'] },
  ];
}
