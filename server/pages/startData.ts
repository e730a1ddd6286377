import {
  captchaResponse,
  deadlinesResponse,
  formsConfigResponse,
  settlementResponse,
} from '#pages-config/api/contract.ts';
import { startDataElementId, type StartData } from '#pages-config/api/startData.ts';
import { payPalSettingsResponse } from '#pages-config/api/wallet.ts';
import type { CaptchaSettings } from '../captcha/captchaSettings.ts';
import {
  captchaAnswer,
  charactersWhitelistAnswer,
  contentAnswer,
  culturesAnswer,
  deadlinesAnswer,
  formsConfigAnswer,
  payPalSettingsAnswer,
  settlementAnswer,
} from '../settlement/publicAnswers.ts';
import type { SettlementService } from '../settlement/settlementService.ts';
import type { PayPalSettings } from '../wallet/payPalSettings.ts';

export interface StartDataSources {
  settlement: SettlementService;
  captcha: CaptchaSettings;
  payPal: PayPalSettings;
}

/**
 * The start data of a page in one culture: the same answers the API sends (shaped by the same
 * response schemas), so the client's cache holds exactly what the calls would have brought.
 */
export function startDataOf({ settlement, captcha, payPal }: StartDataSources, culture: string): StartData {
  return {
    culture,
    content: contentAnswer(settlement, culture),
    settlement: settlementResponse.parse(settlementAnswer(settlement)),
    formsConfig: formsConfigResponse.parse(formsConfigAnswer(settlement)),
    cultures: culturesAnswer(settlement),
    deadlines: deadlinesResponse.parse(deadlinesAnswer(settlement)),
    captcha: captchaResponse.parse(captchaAnswer(captcha)),
    payPalSettings: payPalSettingsResponse.parse(payPalSettingsAnswer(payPal)),
    charactersWhitelist: charactersWhitelistAnswer(settlement),
  };
}

/**
 * JSON that is safe inside a `<script>` element: `<` is written as \u003c, so no text in it (a
 * settlement's content included) can close the element or open a comment; U+2028 and U+2029 are
 * escaped too, for older parsers. JSON.parse reads it back unchanged.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/**
 * The start data as the page element that carries it. The element's type is data, not script, so
 * the Content Security Policy (script-src 'self') has nothing to allow.
 */
export function startDataElement(data: StartData): string {
  return `<script type="application/json" id="${startDataElementId}">${scriptSafeJson(data)}</script>`;
}
