import type { PayPalSettings } from './payPalSettings.ts';

/** PayPal could not be asked, or answered something other than its documented JSON. */
export class PayPalUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PayPalUnavailableError';
  }
}

/** PayPal refused the authorization code (used, expired, or for another app). */
export class PayPalCodeRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PayPalCodeRefusedError';
  }
}

// A claimant's login window waits on these calls.
const timeoutMilliseconds = 10_000;

async function callPayPal(url: string, init: RequestInit, fetchImplementation: typeof fetch): Promise<Response> {
  try {
    return await fetchImplementation(url, { ...init, signal: AbortSignal.timeout(timeoutMilliseconds) });
  } catch (error) {
    throw new PayPalUnavailableError(`PayPal unreachable: ${(error as Error).message}`, { cause: error });
  }
}

async function jsonOf(response: Response): Promise<Record<string, unknown>> {
  try {
    const body = (await response.json()) as unknown;
    if (body && typeof body === 'object') return body as Record<string, unknown>;
  } catch {
    // Falls through to the error below.
  }
  throw new PayPalUnavailableError(`PayPal answered HTTP ${response.status} without JSON`);
}

/**
 * Exchanges the authorization code for an access token: POST /v1/oauth2/token with the app's
 * credentials as HTTP Basic auth and `grant_type=authorization_code`.
 */
export async function exchangeAuthorizationCode(
  settings: PayPalSettings,
  code: string,
  redirectUri: string,
  fetchImplementation: typeof fetch = fetch,
): Promise<string> {
  const credentials = Buffer.from(`${settings.clientId ?? ''}:${settings.clientSecret ?? ''}`).toString('base64');
  const response = await callPayPal(
    `${settings.apiUrl}/v1/oauth2/token`,
    {
      method: 'POST',
      headers: {
        authorization: `Basic ${credentials}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }),
    },
    fetchImplementation,
  );
  const body = await jsonOf(response);
  if (response.status === 400 || response.status === 401) {
    throw new PayPalCodeRefusedError(`PayPal refused the code: ${String(body.error ?? response.status)}`);
  }
  if (!response.ok || typeof body.access_token !== 'string') {
    throw new PayPalUnavailableError(`PayPal token call answered HTTP ${response.status}`);
  }
  return body.access_token;
}

/**
 * The confirmed email addresses of the PayPal account, primary first: GET
 * /v1/identity/oauth2/userinfo?schema=paypalv1.1 with the access token.
 */
export async function fetchConfirmedEmails(
  settings: PayPalSettings,
  accessToken: string,
  fetchImplementation: typeof fetch = fetch,
): Promise<string[]> {
  const response = await callPayPal(
    `${settings.apiUrl}/v1/identity/oauth2/userinfo?schema=paypalv1.1`,
    { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } },
    fetchImplementation,
  );
  const body = await jsonOf(response);
  if (!response.ok) throw new PayPalUnavailableError(`PayPal userinfo answered HTTP ${response.status}`);
  const emails = Array.isArray(body.emails) ? (body.emails as Array<Record<string, unknown>>) : [];
  return emails
    .filter((email) => typeof email.value === 'string' && email.confirmed !== false)
    .sort((first, second) => Number(second.primary === true) - Number(first.primary === true))
    .map((email) => String(email.value));
}
