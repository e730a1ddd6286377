import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeResponse, captchaResponse, submitResponse } from '#pages-config/api/contract.ts';
import { buildApp } from '#server/app.ts';
import { startFakeCaptcha } from '#tests/helpers/fakeProviders/startFakeCaptcha.ts';
import {
  demoMembers,
  demoSettlementDirectory,
  startServerHarness,
  type ServerHarness,
} from '#tests/helpers/serverHarness.ts';

const siteKey = '10000000-ffff-ffff-ffff-000000000001';
const secret = '0x0000000000000000000000000000000000000001';
const englishCaptchaError = 'Complete the security check, then submit again.';
const spanishCaptchaError = 'Complete la verificación de seguridad y vuelva a enviar.';

let provider: Awaited<ReturnType<typeof startFakeCaptcha>>;
let server: ServerHarness;
beforeAll(async () => {
  provider = await startFakeCaptcha({ siteKey, secret });
  server = await startServerHarness({
    captchaSiteKey: siteKey,
    captchaSecret: secret,
    captchaVerifyUrl: provider.verifyUrl('hCaptcha'),
    captchaScriptUrl: provider.scriptUrl('hCaptcha'),
  });
});
afterAll(async () => {
  await server.close();
  await provider.close();
});

describe('GET /api/captcha with a site key', () => {
  it('answers enabled, the settlement’s provider and the site key', async () => {
    const response = await server.claimant().request({ method: 'GET', url: '/api/captcha' });
    expect(captchaResponse.parse(response.json())).toEqual({
      enabled: true,
      provider: 'hCaptcha',
      siteKey,
      scriptUrl: provider.scriptUrl('hCaptcha'),
    });
  });
});

describe('the Content Security Policy with the captcha on', () => {
  it('lets the page load the widget script from its configured host', async () => {
    const response = await server.claimant().request({ method: 'GET', url: '/api/captcha' });
    expect(String(response.headers['content-security-policy'])).toMatch(
      new RegExp(`script-src 'self'[^;]* ${provider.url.replace(/[.]/g, '\\.')}`),
    );
  });
});

describe('POST /api/forms/standard/authorize with the captcha on', () => {
  it('refuses a request without a token with 400', async () => {
    expect((await server.claimant().authorize(demoMembers.alex)).statusCode).toBe(400);
  });

  it('tells a claimant without a token to complete the security check', async () => {
    const body = authorizeResponse.parse((await server.claimant().authorize(demoMembers.alex)).json());
    expect(body).toMatchObject({ authorized: false, error: englishCaptchaError });
  });

  it('tells it in Spanish to a Spanish claimant', async () => {
    const response = await server.claimant().authorize(demoMembers.alex, { acceptLanguage: 'es' });
    expect(authorizeResponse.parse(response.json()).error).toBe(spanishCaptchaError);
  });

  it('refuses a token the provider never issued with 400', async () => {
    const response = await server.claimant().authorize(demoMembers.alex, { reCaptchaResponse: 'P1_forged.token' });
    expect([response.statusCode, authorizeResponse.parse(response.json()).error]).toEqual([400, englishCaptchaError]);
  });

  it('answers captcha "required" to a refused token, so the client runs the check again', async () => {
    const response = await server.claimant().authorize(demoMembers.alex, { reCaptchaResponse: 'P1_forged.token' });
    expect(authorizeResponse.parse(response.json()).captcha).toBe('required');
  });

  it('accepts a token the provider issued', async () => {
    const response = await server.claimant().authorize(demoMembers.alex, { reCaptchaResponse: provider.issueToken() });
    expect(authorizeResponse.parse(response.json()).authorized).toBe(true);
  });

  it('refuses a token used once already', async () => {
    const token = provider.issueToken();
    await server.claimant().authorize(demoMembers.alex, { reCaptchaResponse: token });
    expect((await server.claimant().authorize(demoMembers.alex, { reCaptchaResponse: token })).statusCode).toBe(400);
  });

  it('checks the captcha before the credentials: a wrong PIN with no token gets the captcha error', async () => {
    const response = await server.claimant().authorize({ noticeId: demoMembers.alex.noticeId, pin: '000000' });
    expect(authorizeResponse.parse(response.json()).error).toBe(englishCaptchaError);
  });

  it('sends the provider the secret, the token, the site key and the claimant’s address', async () => {
    const token = provider.issueToken();
    await server.claimant().authorize(demoMembers.alex, { reCaptchaResponse: token });
    expect(provider.verifications.at(-1)).toEqual({
      provider: 'hCaptcha',
      success: true,
      secret,
      response: token,
      remoteip: '127.0.0.1',
      sitekey: siteKey,
    });
  });
});

describe('POST /api/forms/standard with the captcha on', () => {
  async function authorizedClaimant() {
    const claimant = server.claimant();
    await claimant.authorize(demoMembers.alex, { reCaptchaResponse: provider.issueToken() });
    return claimant;
  }

  it('refuses a submission without a token with 400 and the captcha error', async () => {
    const claimant = await authorizedClaimant();
    const response = await claimant.submitStandard(await claimant.standardParts());
    expect([response.statusCode, submitResponse.parse(response.json()).error]).toEqual([400, englishCaptchaError]);
  });

  it('answers in the claimant’s chosen culture', async () => {
    const claimant = await authorizedClaimant();
    const response = await claimant.submitStandard(await claimant.standardParts({}, { userPreferredCulture: 'es' }));
    expect(submitResponse.parse(response.json()).error).toBe(spanishCaptchaError);
  });

  it('refuses a forged token with 400', async () => {
    const claimant = await authorizedClaimant();
    const response = await claimant.submitStandard(
      await claimant.standardParts({}, { reCaptchaResponse: 'P1_forged.token' }),
    );
    expect(response.statusCode).toBe(400);
  });

  it('refuses the token already used to authorize', async () => {
    const claimant = server.claimant();
    const token = provider.issueToken();
    await claimant.authorize(demoMembers.alex, { reCaptchaResponse: token });
    const response = await claimant.submitStandard(await claimant.standardParts({}, { reCaptchaResponse: token }));
    expect(response.statusCode).toBe(400);
  });

  it('files the claim with a fresh token', async () => {
    const claimant = await authorizedClaimant();
    const response = await claimant.submitStandard(
      await claimant.standardParts({}, { reCaptchaResponse: provider.issueToken() }),
    );
    expect(submitResponse.parse(response.json()).referenceCodeForm).toMatch(/^NWM-/);
  });
});

describe('the captcha provider unreachable', () => {
  it('answers 503 with the catalogue’s problem text', async () => {
    const unreachable = await startServerHarness({
      captchaSiteKey: siteKey,
      captchaSecret: secret,
      // Port 9 (discard) on the loopback: nothing listens, the connection is refused at once.
      captchaVerifyUrl: 'http://127.0.0.1:9/siteverify',
    });
    try {
      const response = await unreachable.authorize(demoMembers.alex, { reCaptchaResponse: 'P1_any' });
      expect([response.statusCode, authorizeResponse.parse(response.json()).error]).toEqual([
        503,
        'A problem has occurred during your submission. Please try again. If this problem persists, please contact the Settlement Administrator using the information below.',
      ]);
    } finally {
      await unreachable.close();
    }
  });
});

describe('captcha settings', () => {
  it('keep the captcha off in development whatever the keys', async () => {
    const development = await startServerHarness({ captchaSiteKey: siteKey, captchaSecret: secret, development: true });
    try {
      const response = await development.request({ method: 'GET', url: '/api/captcha' });
      expect(captchaResponse.parse(response.json())).toMatchObject({ enabled: false, siteKey: null });
    } finally {
      await development.close();
    }
  });

  it('refuse to start with a site key but no secret', async () => {
    await expect(
      buildApp({
        settlementDirectory: demoSettlementDirectory,
        databaseFile: ':memory:',
        pinPepper: 'pepper',
        captchaSiteKey: siteKey,
      }),
    ).rejects.toThrow('set CAPTCHA_SECRET');
  });
});

describe('Google reCAPTCHA as the settlement’s provider', () => {
  let folder: string;
  let recaptcha: ServerHarness;
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'claimkit-recaptcha-'));
    cpSync(demoSettlementDirectory, folder, { recursive: true });
    const file = join(folder, 'settlement.json');
    const settlement = JSON.parse(readFileSync(file, 'utf8')) as { captcha?: { provider: string } };
    settlement.captcha = { provider: 'GoogleReCaptcha' };
    writeFileSync(file, JSON.stringify(settlement));
    recaptcha = await startServerHarness({
      settlementDirectory: folder,
      captchaSiteKey: siteKey,
      captchaSecret: secret,
      captchaVerifyUrl: provider.verifyUrl('GoogleReCaptcha'),
    });
  });
  afterAll(async () => {
    await recaptcha.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('answers GoogleReCaptcha as the provider', async () => {
    const response = await recaptcha.claimant().request({ method: 'GET', url: '/api/captcha' });
    expect(captchaResponse.parse(response.json()).provider).toBe('GoogleReCaptcha');
  });

  it('verifies with reCAPTCHA’s siteverify, which takes no site key', async () => {
    const token = provider.issueToken();
    await recaptcha.claimant().authorize(demoMembers.alex, { reCaptchaResponse: token });
    expect(provider.verifications.at(-1)).toMatchObject({
      provider: 'GoogleReCaptcha',
      response: token,
      sitekey: null,
    });
  });

  it('accepts a token reCAPTCHA issued', async () => {
    const response = await recaptcha
      .claimant()
      .authorize(demoMembers.alex, { reCaptchaResponse: provider.issueToken() });
    expect(authorizeResponse.parse(response.json()).authorized).toBe(true);
  });

  it('lets the page load Google’s widget hosts', async () => {
    const response = await recaptcha.claimant().request({ method: 'GET', url: '/api/captcha' });
    expect(String(response.headers['content-security-policy'])).toContain('https://www.gstatic.com');
  });
});
