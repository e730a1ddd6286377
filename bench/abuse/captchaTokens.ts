import type { SolveCaptcha } from './claimant.ts';

/**
 * Solved captchas from the fake provider's issue endpoint (what its widget calls in a browser),
 * for any thread of the bench.
 */
export function captchaSolver(captchaUrl: string, siteKey: string): SolveCaptcha {
  return async () => {
    const answer = await fetch(`${captchaUrl}/fake-captcha/issue`, {
      method: 'POST',
      body: new URLSearchParams({ sitekey: siteKey, hostname: '127.0.0.1' }),
    });
    return ((await answer.json()) as { token: string }).token;
  };
}
