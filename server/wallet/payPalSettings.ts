import type { SettlementBundle } from '#pages-config/settlementBundle.ts';

/** PayPal's own hosts: the login page claimants see, and the REST API the server calls. */
export const payPalDefaults = {
  authorizeUrl: 'https://www.paypal.com/signin/authorize',
  apiUrl: 'https://api-m.paypal.com',
  authCodeExpirationMinutes: 30,
  emailField: 'payPalEmail',
} as const;

/** PayPal account verification ("Log in with PayPal", spec §3 payPalSettings) in this deployment. */
export interface PayPalSettings {
  /** On when the settlement offers it (wallet.payPal.enabled); off in the demo. */
  enabled: boolean;
  clientId: string | null;
  clientSecret: string | null;
  /** PayPal's authorization endpoint, where the login window goes. */
  authorizeUrl: string;
  /** PayPal's REST API base: /v1/oauth2/token and /v1/identity/oauth2/userinfo under it. */
  apiUrl: string;
  /**
   * The redirect URI registered with PayPal (this site's /api/banking/paypal-callback); null while
   * verification is off. Never derived from a request: a forged Host header would send PayPal's
   * code elsewhere.
   */
  redirectUri: string | null;
  authCodeExpirationMinutes: number;
  /** The PaymentElection field holding the elected PayPal email. */
  emailField: string;
}

export interface PayPalSettingsInput {
  clientId?: string | null | undefined;
  clientSecret?: string | null | undefined;
  authorizeUrl?: string | null | undefined;
  apiUrl?: string | null | undefined;
  redirectUri?: string | null | undefined;
}

/** An absolute http(s) URL, as OAuth's redirect_uri must be (RFC 6749 3.1.2). */
function isAbsoluteWebAddress(text: string | null | undefined): boolean {
  if (!text) return false;
  try {
    const { protocol } = new URL(text);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * The settings from the settlement (the switch, expiry, field) and the deployment (PayPal app
 * credentials, endpoints and redirect URI). A settlement that turns verification on without
 * credentials or a redirect URI, or names a field no form has, is refused at start with what to set.
 */
export function payPalSettings(bundle: SettlementBundle, input: PayPalSettingsInput): PayPalSettings {
  const configured = bundle.settlement.wallet?.payPal;
  const enabled = configured?.enabled ?? false;
  const emailField = configured?.emailField ?? payPalDefaults.emailField;
  if (enabled) {
    if (!input.clientId || !input.clientSecret) {
      throw new Error(
        'PayPal verification is on (settlement.json wallet.payPal.enabled) but PAYPAL_CLIENT_ID or PAYPAL_CLIENT_SECRET is not set.',
      );
    }
    if (!isAbsoluteWebAddress(input.redirectUri)) {
      throw new Error(
        `PayPal verification is on but PAYPAL_REDIRECT_URI is ${input.redirectUri ? `not an http(s) address ("${input.redirectUri}")` : 'not set'}: set it to this site's callback as registered with the PayPal app, e.g. https://claims.example.com/api/banking/paypal-callback.`,
      );
    }
    const hasField = Object.values(bundle.forms).some((page) =>
      page?.models.some(
        (model) =>
          model.metadata.dtoMapping === 'PaymentElection' && model.fields.some((field) => field.key === emailField),
      ),
    );
    if (!hasField) {
      throw new Error(
        `PayPal verification is on but no form's PaymentElection model has the field "${emailField}": set wallet.payPal.emailField to the PayPal email field.`,
      );
    }
  }
  return {
    enabled,
    clientId: enabled ? (input.clientId ?? null) : null,
    clientSecret: enabled ? (input.clientSecret ?? null) : null,
    authorizeUrl: input.authorizeUrl || payPalDefaults.authorizeUrl,
    apiUrl: (input.apiUrl || payPalDefaults.apiUrl).replace(/(?<!\/)\/+$/, ''),
    redirectUri: enabled ? (input.redirectUri ?? null) : null,
    authCodeExpirationMinutes: configured?.authCodeExpirationMinutes ?? payPalDefaults.authCodeExpirationMinutes,
    emailField,
  };
}
