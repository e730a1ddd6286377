import { expect, test } from '@playwright/test';
import type { SettlementResponse } from '#pages-config/api/contract.ts';
import { pagePathsOf } from '#pages-config/rules/pagePaths.ts';
import { demoText } from './support/pageChecks.ts';

// The server inlines what a page needs from the settlement (server/pages): the first paint waits
// for no call. Only the session's CSRF token is asked for, and what the pages after this one need
// (the model configs of the steps behind sign-in, the other texts), once the page is up; an unsafe
// call made before the token is in waits for it (app/api/claimkitApi.ts).

const t = (key: string) => demoText('es', key);

test('the start page shows in its culture with no call answered, and a sign-in waits for the CSRF token', async ({
  page,
  request,
}) => {
  expect(await (await request.get('/lookup?culture=es')).text()).toContain('<html lang="es"');

  const events: string[] = [];
  page.on('request', (call) => {
    const { pathname } = new URL(call.url());
    if (pathname.startsWith('/api/')) events.push(`asked ${pathname}`);
  });
  page.on('requestfinished', (call) => {
    const { pathname } = new URL(call.url());
    if (pathname === '/api/csrf') events.push(`answered ${pathname}`);
  });
  let answerCsrf = () => {};
  const csrfHeld = new Promise<void>((resolve) => (answerCsrf = resolve));
  await page.route('**/api/csrf', async (route) => {
    await csrfHeld;
    await route.continue();
  });

  await page.goto('/lookup?culture=es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('LocKey_Lookup_Title'));
  // The app's script comes after the first paint (app/start.js): once up, it asks for nothing else
  // than the session's token, and the model configs and texts of the pages behind this one.
  await expect
    .poll(() => [...events].sort())
    .toEqual(['asked /api/csrf', 'asked /api/culture/content', 'asked /api/forms/config']);

  await page.getByLabel(t('LocKey_Credentials_NoticeId'), { exact: true }).fill('NWM-5Z6V-8K2D');
  await page.getByLabel(t('LocKey_Credentials_Pin'), { exact: true }).fill('135790');
  await page.getByRole('button', { name: t('LocKey_Lookup_Submit'), exact: true }).click();
  answerCsrf();
  await expect(page.getByRole('region', { name: t('LocKey_Lookup_Claim_Title') })).toBeVisible();
  const pageRest = ['asked /api/forms/config', 'asked /api/culture/content'];
  expect(events.filter((event) => !pageRest.includes(event)).slice(0, 3)).toEqual([
    'asked /api/csrf',
    'answered /api/csrf',
    'asked /api/forms/lookup/authorize',
  ]);
});

test("the server's page list and the client's routes agree: a 200 is a page, a 404 the not-found page", async ({
  page,
  request,
}) => {
  const settlement = (await (await request.get('/api/settlement')).json()) as SettlementResponse;
  for (const path of pagePathsOf(settlement)) {
    const response = await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The app is up (its script comes after the first paint, and asks for the CSRF token): its router has had its say.
    await page.waitForLoadState('networkidle');
    const landedOn = new URL(page.url()).pathname;
    expect([path, response?.status(), landedOn === '/page-not-found']).toEqual([path, 200, path === '/page-not-found']);
  }
  const response = await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(demoText('en', 'LocKey_NotFound_Title'));
  expect(response?.status()).toBe(404);
  // The app, once up, takes up the address the page was rendered at.
  await expect(page).toHaveURL(/\/page-not-found(\?|$)/);
});

test('a page loads without a failed request or a console error: it names its icon, so no /favicon.ico is asked for', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect((await page.request.get(icon ?? '/favicon.ico')).status()).toBe(200);
});
