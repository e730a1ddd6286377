/**
 * The fake captcha services and the fake PayPal in one process, for end-to-end tests:
 * `node tests/helpers/fakeProviders/serve.ts` with FAKE_PROVIDERS_PORT and the keys below.
 */
import { fakeCaptcha } from './fakeCaptcha.ts';
import { fakePayPal } from './fakePayPal.ts';
import { listen } from './httpServer.ts';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Set ${name} for the fake providers.`);
  return value;
}

const captcha = fakeCaptcha({ siteKey: required('FAKE_CAPTCHA_SITE_KEY'), secret: required('FAKE_CAPTCHA_SECRET') });
const payPal = fakePayPal({
  clientId: required('FAKE_PAYPAL_CLIENT_ID'),
  clientSecret: required('FAKE_PAYPAL_CLIENT_SECRET'),
});
const { url } = await listen([captcha.handler, payPal.handler], Number(required('FAKE_PROVIDERS_PORT')));
console.log(`Fake hCaptcha, reCAPTCHA and PayPal at ${url}`);
