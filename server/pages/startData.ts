import {
  captchaResponse,
  deadlinesResponse,
  formsConfigResponse,
  settlementResponse,
} from '#pages-config/api/contract.ts';
import type { ServerModelConfig } from '#pages-config/api/contract.ts';
import { startDataElementId, type StartData } from '#pages-config/api/startData.ts';
import { payPalSettingsResponse } from '#pages-config/api/wallet.ts';
import { stepAtPath } from '#pages-config/rules/pagePaths.ts';
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
    pageOnly: false,
    cultures: culturesAnswer(settlement),
    deadlines: deadlinesResponse.parse(deadlinesAnswer(settlement)),
    captcha: captchaResponse.parse(captchaAnswer(captcha)),
    payPalSettings: payPalSettingsResponse.parse(payPalSettingsAnswer(payPal)),
    charactersWhitelist: charactersWhitelistAnswer(settlement),
  };
}

/** Every model a config names (`model` anywhere in it: fields, tables, dependencies), into `names`. */
function collectModelNames(value: unknown, names: Set<string>): void {
  if (Array.isArray(value)) for (const item of value) collectModelNames(item, names);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'model' && typeof item === 'string') names.add(item);
      else collectModelNames(item, names);
    }
  }
}

/**
 * The start data of the page at `path`. A step behind sign-in keeps every model config: the
 * claimant's answers come back into them as the page starts. Any other page carries only the
 * configs of the models it shows before sign-in (a sign-in step's Credentials; none on a site or
 * fallback page), and those they name in turn: about 20 kB of the demo's configs, which would take a
 * phone on a slow network a second round trip for the page, wait until the page is up (app/Boot.tsx).
 */
export function startDataForPage(data: StartData, path: string): StartData {
  const found = stepAtPath(data.settlement, path);
  if (found && !found.step.authorize) return data;
  const names = new Set<string>();
  // A record summary shows only once signed in, and sign-in waits for every config.
  const shownSignedOut = found?.step.blocks.filter((block) => block.type !== 'recordSummary') ?? [];
  collectModelNames(shownSignedOut, names);
  const ofForm = data.formsConfig.filter(({ metadata }) => metadata.formType === found?.form.formType);
  let configs: ServerModelConfig[] = [];
  for (let count = -1; count !== configs.length;) {
    count = configs.length;
    configs = ofForm.filter(({ metadata }) => names.has(metadata.dtoMapping));
    collectModelNames(configs, names);
  }
  return { ...data, formsConfig: configs, pageOnly: true };
}

/**
 * The texts every `pageOnly` page carries, whether its render read them or not: the shared,
 * validation and error texts (an error message, an alert, a failed call's toast), which the
 * claimant may meet before the rest of the texts arrive.
 */
const keptContentPrefixes = ['LocKey_Shared_', 'LocKey_Validation_', 'LocKey_Error_'];

/** Every string in a value (a model config) that is a key of `content`, into `keys`. */
function collectContentKeys(value: unknown, content: Record<string, string>, keys: Set<string>): void {
  if (typeof value === 'string') {
    if (Object.hasOwn(content, value)) keys.add(value);
  } else if (typeof value === 'object' && value !== null) {
    for (const item of Object.values(value)) collectContentKeys(item, content, keys);
  }
}

/**
 * The start data of a rendered page: when it is `pageOnly`, with only the texts it shows
 * (`contentKeys`, what it read as it rendered), those its model configs name (its fields'
 * labels and messages) and those it may need at once (above). The other texts of its culture,
 * 216 of the 327 on the demo's Spanish start page (21 of its 30 kB), are asked for once the page
 * is up (app/Boot.tsx).
 */
export function withPageContent(data: StartData, contentKeys: readonly string[]): StartData {
  if (!data.pageOnly) return data;
  const keys = new Set(contentKeys);
  collectContentKeys(data.formsConfig, data.content, keys);
  const content = Object.fromEntries(
    Object.entries(data.content).filter(
      ([key]) => keys.has(key) || keptContentPrefixes.some((prefix) => key.startsWith(prefix)),
    ),
  );
  return { ...data, content };
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
