/**
 * The captcha services' error codes and what the site does with each (spec §4, §8): re-render the
 * widget, reset it, or log. hCaptcha reports these through its error callback or as the message
 * of what execute throws; reCAPTCHA's error callback passes nothing.
 */
export type CaptchaErrorHandling = 'rerender' | 'reset' | 'logNetwork' | 'logScript' | 'logUnknown';

const rerenderCodes = ['missing-captcha', 'invalid-captcha-id'];
const resetCodes = [
  'rate-limited',
  'invalid-data',
  'challenge-closed',
  'challenge-expired',
  'challenge-error',
  'internal-error',
];
const knownCodes = [...rerenderCodes, ...resetCodes, 'network-error', 'script-error'];

/** The error code in what the widget reported: a code, an Error naming one, or a script that failed to load. */
export function captchaErrorCode(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error instanceof Error) {
    const named = knownCodes.find((code) => error.message.includes(code));
    // The widget reports a script that would not load as the loader's Error.
    return named ?? (error.message.includes('script') ? 'script-error' : error.message);
  }
  return 'unknown';
}

export function handlingOf(code: string): CaptchaErrorHandling {
  if (rerenderCodes.includes(code)) return 'rerender';
  if (resetCodes.includes(code)) return 'reset';
  if (code === 'network-error') return 'logNetwork';
  if (code === 'script-error') return 'logScript';
  return 'logUnknown';
}

/** A check that ended without a token: the claimant is told to try again (spec §8's problem text). */
export class CaptchaFailedError extends Error {
  readonly code: string;

  constructor(code: string) {
    super(`The captcha check failed: ${code}`);
    this.name = 'CaptchaFailedError';
    this.code = code;
  }
}
