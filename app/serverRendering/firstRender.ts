import { stepAtPath } from '#pages-config/rules/pagePaths.ts';
import type { FormType, Step } from '#pages-config/schema/page.ts';
import { navigationRequested } from '../features/navigation/navigationSlice.ts';
import { selectFormSteps, selectSettlement } from '../features/settlement/settlementSelectors.ts';
import { loadStepChunks } from '../pages/blocks/stepChunks.ts';
import { preloadSitePageAt } from '../pages/site/siteRoutes.tsx';
import type { AppStore } from '../store.ts';

/** The form step the router shows at `pathname` (Boot.tsx's routes: Standard's first also at /standard). */
export function stepAt(store: AppStore, pathname: string): { formType: FormType; step: Step } | null {
  const settlement = selectSettlement(store.getState());
  const shown = settlement ? stepAtPath(settlement, pathname) : null;
  return shown ? { formType: shown.form.formType, step: shown.step } : null;
}

/**
 * What the first render of a page needs before it starts, on the server and on the client alike,
 * so that both render the same thing (hydration finds the server's HTML as the client would
 * draw it): a step's flow is built and its chunks are in, where the step route would otherwise
 * show the spinner until its effects had done both; a site page's chunk is in.
 */
export async function prepareFirstRender(store: AppStore, pathname: string): Promise<void> {
  const shown = stepAt(store, pathname);
  if (!shown) return preloadSitePageAt(pathname);
  store.dispatch(navigationRequested(shown.formType, selectFormSteps(store.getState(), shown.formType)));
  await loadStepChunks(shown.step);
}
