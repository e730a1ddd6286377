import type { CaptchaSettings } from './captchaSettings.ts';

/** What siteverify answered: hCaptcha and reCAPTCHA share these fields. */
export interface CaptchaVerdict {
  success: boolean;
  errorCodes: string[];
  hostname: string | null;
  /** The risk score, when the provider gives one (reCAPTCHA v3, hCaptcha Enterprise); kept with the claim. */
  score: number | null;
}

/** The provider could not be asked (network, timeout, an answer that is not siteverify's JSON). */
export class CaptchaUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'CaptchaUnavailableError';
  }
}

export interface VerifyRequest {
  token: string;
  /** The claimant's address, which both providers use as an extra signal. */
  remoteIp: string | undefined;
}

// A claimant waits on this call; a provider that has not answered by then will not.
const verifyTimeoutMilliseconds = 10_000;

/**
 * Asks the provider's siteverify whether a token is genuine and unused: a form POST of `secret`,
 * `response`, `remoteip` and (hCaptcha only) `sitekey`, answered with JSON
 * `{ success, "error-codes", hostname, challenge_ts }`.
 */
export async function verifyCaptchaToken(
  settings: CaptchaSettings,
  { token, remoteIp }: VerifyRequest,
  fetchImplementation: typeof fetch = fetch,
): Promise<CaptchaVerdict> {
  const form = new URLSearchParams({ secret: settings.secret ?? '', response: token });
  if (remoteIp) form.set('remoteip', remoteIp);
  // hCaptcha checks the token was issued for this site key; reCAPTCHA takes no such parameter.
  if (settings.provider === 'hCaptcha' && settings.siteKey) form.set('sitekey', settings.siteKey);

  let response: Response;
  try {
    response = await fetchImplementation(settings.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
      signal: AbortSignal.timeout(verifyTimeoutMilliseconds),
    });
  } catch (error) {
    throw new CaptchaUnavailableError(`captcha siteverify unreachable: ${(error as Error).message}`, { cause: error });
  }
  if (!response.ok) throw new CaptchaUnavailableError(`captcha siteverify answered HTTP ${response.status}`);

  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw new CaptchaUnavailableError('captcha siteverify answered something other than JSON', { cause: error });
  }
  const answer = body as { success?: unknown; 'error-codes'?: unknown; hostname?: unknown; score?: unknown };
  if (typeof answer.success !== 'boolean')
    throw new CaptchaUnavailableError('captcha siteverify answer has no success');
  return {
    success: answer.success,
    errorCodes: Array.isArray(answer['error-codes'])
      ? answer['error-codes'].filter((code): code is string => typeof code === 'string')
      : [],
    hostname: typeof answer.hostname === 'string' ? answer.hostname : null,
    score: typeof answer.score === 'number' && Number.isFinite(answer.score) ? answer.score : null,
  };
}
