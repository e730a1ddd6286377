/**
 * Finding 9 of the hostile-traffic review, the PayPal login: with PAYPAL_REDIRECT_URI unset the
 * redirect_uri sent to PayPal came from the request's Host header, so a forged Host could send
 * PayPal's code to another site; and a callback with a forged state ended the login under way, so
 * one cross-site link cancelled any claimant's PayPal login. Now the redirect URI is configured or
 * the server does not start, and a callback that is not the login's own changes nothing.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { startFakePayPal } from '#tests/helpers/fakeProviders/startFakePayPal.ts';
import { settlementWithPayPal } from '#tests/helpers/payPalSettlement.ts';
import { startServerHarness, type Claimant, type ServerHarness } from '#tests/helpers/serverHarness.ts';

const clientId = 'fake-paypal-client-id';
const clientSecret = 'fake-paypal-client-secret';
const redirectUri = 'https://claims.example/api/banking/paypal-callback';

let payPal: Awaited<ReturnType<typeof startFakePayPal>>;
let folder: string;
let server: ServerHarness;
beforeAll(async () => {
  payPal = await startFakePayPal({ clientId, clientSecret });
  folder = settlementWithPayPal();
  server = await startServerHarness({
    settlementDirectory: folder,
    payPal: { clientId, clientSecret, authorizeUrl: payPal.authorizeUrl, apiUrl: payPal.url, redirectUri },
  });
});
afterAll(async () => {
  await server.close();
  await payPal.close();
  rmSync(folder, { recursive: true, force: true });
});

/** Starts a PayPal login in the claimant's session; the parameters it sends the window to PayPal with. */
async function startLogin(claimant: Claimant, headers: Record<string, string> = {}): Promise<URLSearchParams> {
  await claimant.csrf();
  const start = await claimant.request({ method: 'GET', url: '/api/banking/paypal-login?culture=en', headers });
  return new URL(String(start.headers.location)).searchParams;
}

async function verified(claimant: Claimant): Promise<boolean> {
  const response = await claimant.request({ method: 'GET', url: '/api/banking/paypal-verification' });
  return (response.json() as { verified: boolean }).verified;
}

describe('PayPal verification at start', () => {
  it('is refused without PAYPAL_REDIRECT_URI, in one line that names it', async () => {
    const refusal = await buildApp({
      settlementDirectory: folder,
      databaseFile: ':memory:',
      pinPepper: 'pepper',
      payPal: { clientId, clientSecret },
    }).then(
      () => null,
      (error: unknown) => (error as Error).message,
    );
    expect([refusal?.includes('PAYPAL_REDIRECT_URI is not set'), refusal?.includes('\n')]).toEqual([true, false]);
  });
});

describe('GET /api/banking/paypal-login', () => {
  it('sends PayPal the configured redirect URI, whatever Host the request names', async () => {
    const parameters = await startLogin(server.claimant(), { host: 'attacker.example' });
    expect(parameters.get('redirect_uri')).toBe(redirectUri);
  });
});

describe('GET /api/banking/paypal-callback', () => {
  it('refuses a callback with another state, and the real callback still completes the login', async () => {
    const claimant = server.claimant();
    const state = (await startLogin(claimant)).get('state') ?? '';
    const forged = await claimant.request({
      method: 'GET',
      url: `/api/banking/paypal-callback?code=${payPal.issueCode('mallory@example.com', redirectUri)}&state=forged`,
    });
    const real = await claimant.request({
      method: 'GET',
      url: `/api/banking/paypal-callback?code=${payPal.issueCode('alex.paypal@example.com', redirectUri)}&state=${state}`,
    });
    expect([forged.statusCode, real.statusCode, await verified(claimant)]).toEqual([400, 200, true]);
  });

  it('refuses a callback without a state, and leaves the login under way', async () => {
    const claimant = server.claimant();
    const state = (await startLogin(claimant)).get('state') ?? '';
    const forged = await claimant.request({ method: 'GET', url: '/api/banking/paypal-callback?error=access_denied' });
    const real = await claimant.request({
      method: 'GET',
      url: `/api/banking/paypal-callback?code=${payPal.issueCode('alex.paypal@example.com', redirectUri)}&state=${state}`,
    });
    expect([forged.statusCode, real.statusCode]).toEqual([400, 200]);
  });
});
