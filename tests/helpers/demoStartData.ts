import type { StartData } from '#pages-config/api/startData.ts';
import { captchaSettings } from '#server/captcha/captchaSettings.ts';
import { startDataForPage, startDataOf } from '#server/pages/startData.ts';
import { loadSettlementFolder } from '#server/settlement/loadSettlementFolder.ts';
import { createSettlementService, type SettlementService } from '#server/settlement/settlementService.ts';
import { payPalSettings } from '#server/wallet/payPalSettings.ts';

const folder = 'pages-config/settlements/demo';
const bundle = loadSettlementFolder(folder);

/** The demo settlement as the server loads it. */
export const demoSettlementService: SettlementService = createSettlementService(bundle, folder);

/**
 * The start data the server inlines in the demo's pages in `culture`, the captcha off (as in
 * development): its widget draws nothing on a page, and in jsdom its script could only fail.
 */
export function demoStartData(culture: string): StartData {
  return startDataOf(
    {
      settlement: demoSettlementService,
      captcha: captchaSettings({ provider: 'hCaptcha', development: true }),
      payPal: payPalSettings(bundle, {}),
    },
    culture,
  );
}

/**
 * The start data the server renders the demo's page at `address` (a path and query) from: a
 * public page's own model configs only. The page it sends carries that with only the texts the
 * render read (withPageContent).
 */
export function demoPageStartData(culture: string, address: string): StartData {
  return startDataForPage(demoStartData(culture), new URL(address, 'http://page').pathname);
}
