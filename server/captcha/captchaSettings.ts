import type { CaptchaResponse } from '#pages-config/api/contract.ts';

export type CaptchaProvider = CaptchaResponse['provider'];

/** Where each provider's siteverify API answers (spec §6: the server checks every token there). */
export const defaultVerifyUrls: Record<CaptchaProvider, string> = {
  hCaptcha: 'https://api.hcaptcha.com/siteverify',
  GoogleReCaptcha: 'https://www.google.com/recaptcha/api/siteverify',
};

/** The hosts each provider's widget loads its script, frames and styles from (for the CSP). */
export const providerHosts: Record<CaptchaProvider, readonly string[]> = {
  hCaptcha: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
  GoogleReCaptcha: ['https://www.google.com', 'https://www.gstatic.com', 'https://www.recaptcha.net'],
};

/** How the captcha runs in this deployment. */
export interface CaptchaSettings {
  /** Spec §6: on only with a site key, and never in development. */
  enabled: boolean;
  provider: CaptchaProvider;
  /** The public site key the widget renders with; null while off. */
  siteKey: string | null;
  /** The secret the server sends to siteverify; null while off. */
  secret: string | null;
  verifyUrl: string;
  /** Where the client loads the widget script from; null: the provider's own (the widget's default). */
  scriptUrl: string | null;
}

export interface CaptchaSettingsInput {
  provider?: CaptchaProvider | undefined;
  siteKey?: string | null | undefined;
  secret?: string | null | undefined;
  verifyUrl?: string | null | undefined;
  scriptUrl?: string | null | undefined;
  /** A development deployment: the captcha stays off whatever the keys (spec §6). */
  development?: boolean | undefined;
}

/** The captcha settings from the settlement's provider and the deployment's keys and URLs. */
export function captchaSettings(input: CaptchaSettingsInput): CaptchaSettings {
  const provider = input.provider ?? 'hCaptcha';
  const enabled = Boolean(input.siteKey) && !input.development;
  // A site key without its secret would refuse every claimant: say so at start, not at the first claim.
  if (enabled && !input.secret) {
    throw new Error('The captcha has a site key but no secret: set CAPTCHA_SECRET, or unset CAPTCHA_SITE_KEY.');
  }
  return {
    enabled,
    provider,
    siteKey: enabled ? (input.siteKey ?? null) : null,
    secret: enabled ? (input.secret ?? null) : null,
    verifyUrl: input.verifyUrl || defaultVerifyUrls[provider],
    scriptUrl: input.scriptUrl || null,
  };
}

/** The origins the page must allow for the widget: the provider's, and a configured script's own. */
export function captchaContentSecurityHosts(settings: CaptchaSettings): string[] {
  if (!settings.enabled) return [];
  const hosts = [...providerHosts[settings.provider]];
  if (settings.scriptUrl) hosts.push(new URL(settings.scriptUrl).origin);
  return hosts;
}
