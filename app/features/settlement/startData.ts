import { startDataElementId, type StartData } from '#pages-config/api/startData.ts';
import { publicAnswersReceived } from '../../api/publicCalls.ts';
import type { AppDispatch } from '../../store.ts';
import { cultureChanged, pageTextsOnlyChanged } from '../culture/cultureSlice.ts';
import { modelConfigsReceived } from '../formModels/formModelsSlice.ts';

/**
 * The start data the server inlined in the page (server/pages/startData.ts), or null when the page
 * has none (the Vite dev server's page, a test's) or it cannot be read: the app then makes the
 * start-up calls itself, as before.
 */
export function readStartData(page: Document): StartData | null {
  const text = page.getElementById(startDataElementId)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as StartData;
  } catch {
    return null;
  }
}

/**
 * Puts the start data where the start-up calls would have put their answers (Boot.tsx): the
 * answers of api/publicCalls.ts, the active culture and the saved models. Boot then finds them there and asks for none of
 * them; only the session's CSRF token is still fetched, and the other model configs and texts
 * when the page came with its own only.
 */
export function seedStartData(dispatch: AppDispatch, data: StartData): void {
  dispatch(
    publicAnswersReceived([
      { endpointName: 'getSettlement', arg: undefined, value: data.settlement },
      // Only the page's models: the call is still made, once the page is up (Boot.tsx).
      ...(data.pageOnly ? [] : [{ endpointName: 'getFormsConfig' as const, arg: undefined, value: data.formsConfig }]),
      { endpointName: 'getCultures', arg: undefined, value: data.cultures },
      { endpointName: 'getDeadlines', arg: undefined, value: data.deadlines },
      { endpointName: 'getCaptcha', arg: undefined, value: data.captcha },
      { endpointName: 'getPayPalSettings', arg: undefined, value: data.payPalSettings },
      { endpointName: 'getCharactersWhitelist', arg: undefined, value: data.charactersWhitelist },
      { endpointName: 'getCultureContent', arg: data.culture, value: data.content },
    ]),
  );
  dispatch(cultureChanged(data.culture));
  if (data.pageOnly) dispatch(pageTextsOnlyChanged(data.culture));
  dispatch(modelConfigsReceived(data.formsConfig, { complete: !data.pageOnly }));
}
