/**
 * The Standard steps as a Lighthouse user flow, driven with Puppeteer in the same Chromium. A step
 * is never a page load of its own: the client keeps the authorization in its store, so loading a
 * step's address afresh, even with an authorized session cookie, lands on /session-expired (spec
 * §2). A claimant reaches each step from the previous one with Next, inside the page, so each step
 * is measured the way it is reached: a timespan over that transition (Next pressed until the step
 * shows and the network is quiet: blocking time, interaction to next paint, layout shifts, console
 * errors), then a snapshot of the step as shown (accessibility, best practices).
 */
import { fileURLToPath } from 'node:url';
import { startFlow, type Config, type FlowResult } from 'lighthouse';
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { alexSample } from './standardDraft.ts';

/** The demo's Standard steps after the start page, in flow order, with documented losses claimed. */
export const standardSteps = [
  '/standard/claimant-info',
  '/standard/documented-losses',
  '/standard/claim-details',
  '/standard/payment-election',
  '/standard/supporting-documents',
  '/standard/claim-summary',
] as const;
export type StandardStep = (typeof standardSteps)[number];

export interface StepResult {
  path: StandardStep;
  transition: FlowResult.Step['lhr'];
  snapshot: FlowResult.Step['lhr'];
}

const receiptPdf = fileURLToPath(new URL('../../tests/fixtures/documents/receipt.pdf', import.meta.url));

/** Lighthouse's mobile screen (its default config), set before the first step so that no step starts with a resize. */
const mobileViewport = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

const button = (name: string) => `::-p-aria([name="${name}"][role="button"])`;

async function waitForStep(page: Page, path: string): Promise<void> {
  await page.waitForFunction((expected: string) => location.pathname === expected, { timeout: 60_000 }, path);
  await page.waitForSelector('main h1', { visible: true, timeout: 60_000 });
  // The other steps' chunks load once a step shows; the transition ends when they are in.
  await page.waitForNetworkIdle({ idleTime: 1_000, timeout: 60_000 });
}

/** What the step needs before Next leaves it: the documents step wants one document for the losses claimed. */
async function completeStep(page: Page, path: StandardStep): Promise<void> {
  if (path !== '/standard/supporting-documents') return;
  const add = await page.$(button('Add a document'));
  if (add) await add.click();
  const documentType = await page.waitForSelector('select[id$="-documentType"]');
  await documentType?.select('Receipt');
  const file = (await page.waitForSelector('input[type="file"]')) as ElementHandle<HTMLInputElement> | null;
  await file?.uploadFile(receiptPdf);
  await page.locator(button('Upload')).click();
  await page.waitForSelector('::-p-text(receipt.pdf was added.)', { timeout: 30_000 });
}

/**
 * Where a fresh load of a step's address ends, in a new browser context holding an authorized
 * session's cookie (`cookie` is `name=value`): the reason the steps are measured inside a flow,
 * recorded with the figures.
 */
export async function freshLoadPath(
  browser: Browser,
  url: string,
  cookie: string,
  path: StandardStep,
): Promise<string> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    const [name = '', value = ''] = cookie.split('=');
    await page.setCookie({ name, value, url });
    await page.goto(`${url}${path}`, { waitUntil: 'networkidle0' });
    return await page.evaluate(() => `${location.pathname}${location.search}`);
  } finally {
    await context.close();
  }
}

/**
 * In a mobile viewport, signs in as Alex Sample on the start page and presses Next: the page then
 * shows claimant-info, restored from his saved draft, the network quiet. For the static copy of
 * the step (staticStep.ts).
 */
export async function openClaimantInfo(page: Page, url: string): Promise<void> {
  await page.setViewport(mobileViewport);
  await page.goto(`${url}/`, { waitUntil: 'networkidle0' });
  await page.locator('#credentials-noticeId').fill(alexSample.noticeId);
  await page.locator('#credentials-pin').fill(alexSample.pin);
  await page.locator(button('Next')).click();
  await waitForStep(page, standardSteps[0]);
}

/**
 * From the start page, signs in as Alex Sample (whose saved draft holds the answers) and walks the
 * steps with Next, recording each transition and each step. `config` is the flow's Lighthouse config.
 */
export async function walkStandardFlow(page: Page, url: string, config: Config): Promise<StepResult[]> {
  await page.setViewport(mobileViewport);
  await page.goto(`${url}/`, { waitUntil: 'networkidle0' });
  const flow = await startFlow(page, { config, flags: { logLevel: 'error' } });
  // Typing the credentials is a timespan of its own (not reported): typed just before the
  // sign-in's timespan, the PIN's last keystroke was counted as the sign-in's interaction.
  await flow.startTimespan({ name: 'typing the Notice ID and PIN', onlyCategories: ['performance'] });
  await page.locator('#credentials-noticeId').fill(alexSample.noticeId);
  await page.locator('#credentials-pin').fill(alexSample.pin);
  await flow.endTimespan();
  let previous: StandardStep | undefined;
  for (const path of standardSteps) {
    if (previous) await completeStep(page, previous);
    await flow.startTimespan({ name: `to ${path}`, onlyCategories: ['performance', 'best-practices'] });
    await page.locator(button('Next')).click();
    await waitForStep(page, path);
    await flow.endTimespan();
    await flow.snapshot({ name: path, onlyCategories: ['accessibility', 'best-practices'] });
    previous = path;
  }

  const { steps } = await flow.createFlowResult();
  return standardSteps.map((path, index) => {
    const transition = steps[1 + 2 * index]?.lhr;
    const snapshot = steps[2 + 2 * index]?.lhr;
    if (!transition || !snapshot) throw new Error(`the flow has no result for ${path}`);
    return { path, transition, snapshot };
  });
}
