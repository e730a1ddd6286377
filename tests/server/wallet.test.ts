import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitResponse } from '#pages-config/api/contract.ts';
import { payPalSettingsResponse, payPalVerificationResponse } from '#pages-config/api/wallet.ts';
import { buildApp } from '#server/app.ts';
import { startFakePayPal } from '#tests/helpers/fakeProviders/startFakePayPal.ts';
import { settlementWithPayPal } from '#tests/helpers/payPalSettlement.ts';
import { demoMembers, startServerHarness, type Claimant, type ServerHarness } from '#tests/helpers/serverHarness.ts';

const clientId = 'fake-paypal-client-id';
const clientSecret = 'fake-paypal-client-secret';
const englishNotVerified =
  'The PayPal email address you entered is not the PayPal account you logged in with. Enter the email address of your PayPal account, choose Log in with PayPal on the payment step, then submit again.';

let clock = new Date('2026-11-22T18:00:00Z');
let payPal: Awaited<ReturnType<typeof startFakePayPal>>;
let folder: string;
let server: ServerHarness;
beforeAll(async () => {
  payPal = await startFakePayPal({ clientId, clientSecret });
  folder = settlementWithPayPal((settings) => {
    settings.authCodeExpirationMinutes = 5;
  });
  server = await startServerHarness({
    settlementDirectory: folder,
    now: () => clock,
    payPal: {
      clientId,
      clientSecret,
      authorizeUrl: payPal.authorizeUrl,
      apiUrl: payPal.url,
      redirectUri: 'http://localhost:80/api/banking/paypal-callback',
    },
  });
});
afterAll(async () => {
  await server.close();
  await payPal.close();
  rmSync(folder, { recursive: true, force: true });
});

/** Starts the login, logs in on the fake PayPal as `email`, and answers where PayPal sends the window back. */
async function payPalCallbackUrl(claimant: Claimant, email: string, action = 'login'): Promise<URL> {
  if (claimant.csrfToken === undefined) await claimant.csrf();
  const start = await claimant.request({ method: 'GET', url: '/api/banking/paypal-login?culture=en' });
  const authorize = new URL(String(start.headers.location));
  const form = new URLSearchParams({
    client_id: authorize.searchParams.get('client_id') ?? '',
    redirect_uri: authorize.searchParams.get('redirect_uri') ?? '',
    state: authorize.searchParams.get('state') ?? '',
    email,
    password: 'not-checked',
    action,
  });
  const loggedIn = await fetch(`${payPal.url}${authorize.pathname}`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  return new URL(String(loggedIn.headers.get('location')));
}

async function logInWithPayPal(claimant: Claimant, email: string) {
  const back = await payPalCallbackUrl(claimant, email);
  return claimant.request({ method: 'GET', url: `${back.pathname}${back.search}` });
}

async function verification(claimant: Claimant) {
  return payPalVerificationResponse.parse(
    (await claimant.request({ method: 'GET', url: '/api/banking/paypal-verification' })).json(),
  );
}

async function submitPayPalElection(claimant: Claimant, email: string, culture = 'en') {
  await claimant.authorize(demoMembers.alex);
  const parts = await claimant.standardParts(
    { paymentElection: { paymentMethod: 'PayPal', payPalEmail: email, confirmPayPalEmail: email } },
    { userPreferredCulture: culture },
  );
  return claimant.submitStandard(parts);
}

describe('GET /api/banking/paypal-settings', () => {
  it('answers verification off in the demo', async () => {
    const demo = await startServerHarness();
    try {
      const response = await demo.request({ method: 'GET', url: '/api/banking/paypal-settings' });
      expect(payPalSettingsResponse.parse(response.json())).toEqual({
        clientId: null,
        enabled: false,
        loginUrl: null,
        authCodeExpiration: 30,
        emailField: 'payPalEmail',
      });
    } finally {
      await demo.close();
    }
  });

  it('answers the client id, the login URL and the expiry once the settlement switches it on', async () => {
    const response = await server.claimant().request({ method: 'GET', url: '/api/banking/paypal-settings' });
    expect(payPalSettingsResponse.parse(response.json())).toEqual({
      clientId,
      enabled: true,
      loginUrl: '/api/banking/paypal-login',
      authCodeExpiration: 5,
      emailField: 'payPalEmail',
    });
  });
});

describe('GET /api/banking/paypal-login', () => {
  it('sends the window to PayPal’s authorize page with the authorization-code parameters', async () => {
    const claimant = server.claimant();
    await claimant.csrf();
    const response = await claimant.request({ method: 'GET', url: '/api/banking/paypal-login' });
    const location = new URL(String(response.headers.location));
    expect([
      response.statusCode,
      `${location.origin}${location.pathname}`,
      Object.fromEntries(location.searchParams),
    ]).toEqual([
      302,
      payPal.authorizeUrl,
      {
        flowEntry: 'static',
        client_id: clientId,
        response_type: 'code',
        scope: 'openid email',
        redirect_uri: 'http://localhost:80/api/banking/paypal-callback',
        state: expect.stringMatching(/^.{32,}$/),
      },
    ]);
  });

  it('refuses a window without the claimant’s session with 403 rather than starting a new one', async () => {
    const response = await server.claimant().request({ method: 'GET', url: '/api/banking/paypal-login' });
    expect([response.statusCode, response.headers['set-cookie']]).toEqual([403, undefined]);
  });
});

describe('GET /api/banking/paypal-callback', () => {
  it('confirms the login with a page that says so', async () => {
    const response = await logInWithPayPal(server.claimant(), 'alex.paypal@example.com');
    expect([response.statusCode, response.body]).toEqual([
      200,
      expect.stringContaining('You are logged in with PayPal.'),
    ]);
  });

  it('keeps the PayPal account’s email in the session', async () => {
    const claimant = server.claimant();
    await logInWithPayPal(claimant, 'alex.paypal@example.com');
    expect(await verification(claimant)).toEqual({
      verified: true,
      email: 'alex.paypal@example.com',
      expiresAt: '2026-11-22T18:05:00.000Z',
    });
  });

  it('exchanges the code with the app’s credentials as HTTP Basic auth', async () => {
    await logInWithPayPal(server.claimant(), 'alex.paypal@example.com');
    expect(payPal.tokenRequests.at(-1)).toMatchObject({
      authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
      body: { grant_type: 'authorization_code', code: expect.stringMatching(/^C21A\./) },
    });
  });

  it('answers the window’s page in the claimant’s culture', async () => {
    const claimant = server.claimant();
    await claimant.csrf();
    const start = await claimant.request({ method: 'GET', url: '/api/banking/paypal-login?culture=es' });
    const state = new URL(String(start.headers.location)).searchParams.get('state') ?? '';
    const code = payPal.issueCode('alex.paypal@example.com', 'http://localhost:80/api/banking/paypal-callback');
    const response = await claimant.request({
      method: 'GET',
      url: `/api/banking/paypal-callback?code=${code}&state=${state}`,
    });
    expect(response.body).toContain('Inició sesión con PayPal.');
  });

  it('refuses a callback whose state is not the session’s', async () => {
    const claimant = server.claimant();
    const back = await payPalCallbackUrl(claimant, 'alex.paypal@example.com');
    back.searchParams.set('state', 'forged-state');
    const response = await claimant.request({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect([response.statusCode, (await verification(claimant)).verified]).toEqual([400, false]);
  });

  it('refuses the same callback twice', async () => {
    const claimant = server.claimant();
    const back = await payPalCallbackUrl(claimant, 'alex.paypal@example.com');
    await claimant.request({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect((await claimant.request({ method: 'GET', url: `${back.pathname}${back.search}` })).statusCode).toBe(403);
  });

  it('verifies nothing when the claimant cancels on PayPal', async () => {
    const claimant = server.claimant();
    const back = await payPalCallbackUrl(claimant, 'alex.paypal@example.com', 'cancel');
    const response = await claimant.request({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect([response.statusCode, (await verification(claimant)).verified]).toEqual([400, false]);
  });
});

describe('a submission electing PayPal with verification on', () => {
  it('files the claim when the PayPal email is the account logged in with', async () => {
    const claimant = server.claimant();
    await logInWithPayPal(claimant, 'alex.paypal@example.com');
    const body = submitResponse.parse((await submitPayPalElection(claimant, 'alex.paypal@example.com')).json());
    expect([body.nonMatchingPaymentElection, body.referenceCodeForm]).toEqual([false, expect.stringMatching(/^NWM-/)]);
  });

  it('compares the addresses without regard to case', async () => {
    const claimant = server.claimant();
    await logInWithPayPal(claimant, 'Alex.PayPal@Example.com');
    expect((await submitPayPalElection(claimant, 'alex.paypal@example.com')).statusCode).toBe(200);
  });

  it('refuses another email address with 400 and nonMatchingPaymentElection', async () => {
    const claimant = server.claimant();
    await logInWithPayPal(claimant, 'someone.else@example.com');
    const response = await submitPayPalElection(claimant, 'alex.paypal@example.com');
    expect([response.statusCode, submitResponse.parse(response.json())]).toEqual([
      400,
      { nonMatchingPaymentElection: true, error: englishNotVerified, referenceCodeForm: null },
    ]);
  });

  it('says so in Spanish to a Spanish claimant', async () => {
    const claimant = server.claimant();
    await logInWithPayPal(claimant, 'someone.else@example.com');
    const body = submitResponse.parse((await submitPayPalElection(claimant, 'alex.paypal@example.com', 'es')).json());
    expect(body.error).toMatch(/^El correo electrónico de PayPal que ingresó no corresponde/);
  });

  it('refuses PayPal without a PayPal login', async () => {
    const body = submitResponse.parse(
      (await submitPayPalElection(server.claimant(), 'alex.paypal@example.com')).json(),
    );
    expect(body.nonMatchingPaymentElection).toBe(true);
  });

  it('refuses a login older than authCodeExpiration', async () => {
    const claimant = server.claimant();
    await logInWithPayPal(claimant, 'alex.paypal@example.com');
    const loggedInAt = clock;
    clock = new Date(loggedInAt.getTime() + 6 * 60_000);
    try {
      const body = submitResponse.parse((await submitPayPalElection(claimant, 'alex.paypal@example.com')).json());
      expect(body.nonMatchingPaymentElection).toBe(true);
    } finally {
      clock = loggedInAt;
    }
  });

  it('does not ask for a PayPal login when the claimant elects a check', async () => {
    const claimant = server.claimant();
    await claimant.authorize(demoMembers.alex);
    expect((await claimant.submitStandard(await claimant.standardParts())).statusCode).toBe(200);
  });
});

describe('PayPal settings at start', () => {
  it('refuse a settlement that switches verification on without the PayPal app’s credentials', async () => {
    const switchedOn = settlementWithPayPal();
    try {
      await expect(
        buildApp({ settlementDirectory: switchedOn, databaseFile: ':memory:', pinPepper: 'pepper' }),
      ).rejects.toThrow('PAYPAL_CLIENT_ID or PAYPAL_CLIENT_SECRET is not set');
    } finally {
      rmSync(switchedOn, { recursive: true, force: true });
    }
  });

  it('refuse an email field no PaymentElection model has', async () => {
    const misnamed = settlementWithPayPal((settings) => {
      settings.emailField = 'walletEmail';
    });
    try {
      await expect(
        buildApp({
          settlementDirectory: misnamed,
          databaseFile: ':memory:',
          pinPepper: 'pepper',
          payPal: { clientId, clientSecret, redirectUri: 'https://claims.example/api/banking/paypal-callback' },
        }),
      ).rejects.toThrow('set wallet.payPal.emailField');
    } finally {
      rmSync(misnamed, { recursive: true, force: true });
    }
  });
});
