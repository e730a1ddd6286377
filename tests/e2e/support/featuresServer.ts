import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fakeCaptchaPaths } from '../../helpers/fakeProviders/fakeCaptcha.ts';
import { fakePayPalPaths } from '../../helpers/fakeProviders/fakePayPal.ts';

const basePort = Number(process.env.E2E_PORT ?? 3100);
const port = Number(process.env.E2E_FEATURES_PORT ?? basePort + 2);
const providersPort = Number(process.env.E2E_FAKE_PROVIDERS_PORT ?? basePort + 3);
const root = join(import.meta.dirname, '..', '..', '..');
const dataFolder = join(root, 'test-results', `e2e-features-data-${port}`);
const settlementFolder = join(dataFolder, 'settlement');

const providersUrl = `http://127.0.0.1:${providersPort}`;
const keys = {
  captchaSiteKey: '10000000-ffff-ffff-ffff-000000000001',
  captchaSecret: '0x0000000000000000000000000000000000000001',
  payPalClientId: 'claimkit-e2e-paypal-client',
  payPalClientSecret: 'claimkit-e2e-paypal-secret',
};

/**
 * The fake captcha services and PayPal (tests/helpers/fakeProviders), in a process of their own,
 * reached by the browser (widget script, login window) and by the server (siteverify, token,
 * userinfo) as the real ones would be.
 */
export const fakeProviders = {
  url: providersUrl,
  env: {
    FAKE_PROVIDERS_PORT: String(providersPort),
    FAKE_CAPTCHA_SITE_KEY: keys.captchaSiteKey,
    FAKE_CAPTCHA_SECRET: keys.captchaSecret,
    FAKE_PAYPAL_CLIENT_ID: keys.payPalClientId,
    FAKE_PAYPAL_CLIENT_SECRET: keys.payPalClientSecret,
  },
};

/**
 * A third server: the demo settlement with PayPal verification switched on by its one setting
 * (a copy of the folder with wallet.payPal.enabled true), and the captcha on with a site key, both
 * against the fakes. Like e2eServer, only the runner (no TEST_WORKER_INDEX yet) starts afresh.
 */
if (process.env.TEST_WORKER_INDEX === undefined) {
  rmSync(dataFolder, { recursive: true, force: true });
  mkdirSync(dataFolder, { recursive: true });
  cpSync(join(root, 'pages-config', 'settlements', 'demo'), settlementFolder, { recursive: true });
  const file = join(settlementFolder, 'settlement.json');
  const settlement = JSON.parse(readFileSync(file, 'utf8')) as {
    $schema?: string;
    wallet: { payPal: { enabled: boolean } };
  };
  settlement.wallet.payPal.enabled = true;
  delete settlement.$schema;
  writeFileSync(file, JSON.stringify(settlement, null, 2));
}

export const featuresServer = {
  url: `http://127.0.0.1:${port}`,
  databaseFile: join(dataFolder, 'claimkit.sqlite'),
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    SETTLEMENT_DIR: settlementFolder,
    DATABASE_FILE: join(dataFolder, 'claimkit.sqlite'),
    CLAIMKIT_PIN_PEPPER: 'e2e-features-pepper-not-secret',
    // A test data key (32 bytes, base64): the drafts this server seals are test data.
    CLAIMKIT_DATA_KEY: Buffer.from('e2e-features-data-key-not-secret').toString('base64'),
    // The captcha and wallet journeys file for Alex Sample more than once.
    CLAIMS_PER_MEMBER: '1000',
    CAPTCHA_SITE_KEY: keys.captchaSiteKey,
    CAPTCHA_SECRET: keys.captchaSecret,
    CAPTCHA_VERIFY_URL: `${providersUrl}${fakeCaptchaPaths.hCaptcha.verify}`,
    CAPTCHA_SCRIPT_URL: `${providersUrl}${fakeCaptchaPaths.hCaptcha.script}?render=explicit`,
    PAYPAL_CLIENT_ID: keys.payPalClientId,
    PAYPAL_CLIENT_SECRET: keys.payPalClientSecret,
    PAYPAL_AUTHORIZE_URL: `${providersUrl}${fakePayPalPaths.authorize}`,
    PAYPAL_API_URL: providersUrl,
    PAYPAL_REDIRECT_URI: `http://127.0.0.1:${port}/api/banking/paypal-callback`,
  },
};
