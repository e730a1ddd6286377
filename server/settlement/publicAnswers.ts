import type {
  CaptchaResponse,
  DeadlinesResponse,
  ServerModelConfig,
  SettlementResponse,
} from '#pages-config/api/contract.ts';
import type { PayPalSettingsResponse } from '#pages-config/api/wallet.ts';
import { resolveDeadlines } from '#pages-config/rules/deadlineSettings.ts';
import type { CaptchaSettings } from '../captcha/captchaSettings.ts';
import type { PayPalSettings } from '../wallet/payPalSettings.ts';
import type { SettlementService } from './settlementService.ts';

/**
 * The answers of the start-up calls that are the same for every claimant (spec §7), made in one
 * place: the API routes send them, and the server inlines them in every page (server/pages), so
 * the two never differ.
 */

/** GET /api/settlement: the case facts the page chrome shows and each offered form's steps. */
export function settlementAnswer(service: SettlementService): SettlementResponse {
  const { settlement, bundle } = service;
  return {
    case: settlement.case,
    claimsAdministrator: settlement.claimsAdministrator,
    theme: settlement.theme,
    layout: settlement.layout,
    openHeaderLinksInNewTab: settlement.openHeaderLinksInNewTab,
    cultures: settlement.cultures,
    baseUrl: settlement.baseUrl,
    privacyPolicyUrl: settlement.privacyPolicyUrl,
    banner: settlement.banner,
    branding: settlement.branding,
    ...(Object.keys(service.imageSizes).length > 0 ? { imageSizes: { ...service.imageSizes } } : {}),
    sitePages: settlement.sitePages,
    forms: settlement.forms.flatMap((formType) => {
      const pageConfig = bundle.forms[formType];
      return pageConfig ? [{ formType, steps: pageConfig.steps }] : [];
    }),
  };
}

/** GET /api/forms/config: the server model configs of every offered form. */
export function formsConfigAnswer(service: SettlementService): ServerModelConfig[] {
  return [...service.modelConfigs];
}

/** GET /api/cultures: the enabled languages, name → culture code. */
export function culturesAnswer(service: SettlementService): Record<string, string> {
  return service.settlement.cultures.enabled;
}

/** GET /api/characters-whitelist: the characters restricted fields accept (spec §5). */
export function charactersWhitelistAnswer(service: SettlementService): { allowedCharacters: string } {
  return { allowedCharacters: service.settlement.characterWhitelist };
}

/**
 * GET /api/deadlines: every deadline key with its instant, redirect targets per culture and its
 * texts in each enabled culture. Resolved from the settlement file alone: the same all its life.
 */
export function deadlinesAnswer(service: SettlementService): DeadlinesResponse {
  return resolveDeadlines(service.settlement.deadlines, service.enabledCultures);
}

/** GET /api/captcha: whether the client must run the captcha, with which provider and key. */
export function captchaAnswer({ enabled, provider, siteKey, scriptUrl }: CaptchaSettings): CaptchaResponse {
  // The script URL only when it is not the provider's own, which the client knows.
  return { enabled, provider, siteKey, ...(scriptUrl ? { scriptUrl } : {}) };
}

/** Where "Log in with PayPal" opens: the server's start of PayPal's authorization-code flow (routes/api/banking). */
const payPalLoginPath = '/api/banking/paypal-login';

/** GET /api/banking/paypal-settings: PayPal account verification, as the client needs it. */
export function payPalSettingsAnswer(settings: PayPalSettings): PayPalSettingsResponse {
  return {
    clientId: settings.clientId,
    enabled: settings.enabled,
    loginUrl: settings.enabled ? payPalLoginPath : null,
    authCodeExpiration: settings.authCodeExpirationMinutes,
    emailField: settings.emailField,
  };
}

/** GET /api/culture/content: every text of one enabled culture, key → value. */
export function contentAnswer(service: SettlementService, culture: string): Record<string, string> {
  return service.bundle.content[culture] ?? {};
}
