/**
 * What a page needs before its first paint, inlined by the server in every page it sends: the
 * answers of the start-up calls of spec §7 that are the same for every claimant, and the texts of
 * the page's culture. The client seeds its call cache with them, so no call of these stands
 * between the scripts and the first paint (the CSRF token, one per session, is still asked for).
 */
import type { CaptchaResponse, DeadlinesResponse, ServerModelConfig, SettlementResponse } from './contract.ts';
import type { PayPalSettingsResponse } from './wallet.ts';

/** The id of the page's `<script type="application/json">` element that holds the start data. */
export const startDataElementId = 'claimkit-start-data';

export interface StartData {
  /** The culture the page is in (spec §4: query, then address, then the settlement's default). */
  culture: string;
  /** That culture's texts, key → value (GET /api/culture/content); when `pageOnly`, the page's. */
  content: Record<string, string>;
  /** GET /api/settlement */
  settlement: SettlementResponse;
  /**
   * GET /api/forms/config, or when `pageOnly` the configs of the models the page's fields show
   * before sign-in only (a sign-in step's Credentials; none on a site page).
   */
  formsConfig: ServerModelConfig[];
  /**
   * Whether `formsConfig` and `content` hold only what this page shows (every page but the steps
   * behind sign-in): the rest is asked for once the page is up, and the page's HTML stays within
   * what a phone receives in its first round trip.
   */
  pageOnly: boolean;
  /** GET /api/cultures */
  cultures: Record<string, string>;
  /** GET /api/deadlines */
  deadlines: DeadlinesResponse;
  /** GET /api/captcha */
  captcha: CaptchaResponse;
  /** GET /api/banking/paypal-settings */
  payPalSettings: PayPalSettingsResponse;
  /** GET /api/characters-whitelist */
  charactersWhitelist: { allowedCharacters: string };
}
