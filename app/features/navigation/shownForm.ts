import { createContext, useContext } from 'react';
import type { SettlementResponse } from '#pages-config/api/contract.ts';
import type { FormType } from '#pages-config/schema/page.ts';

/**
 * The form type whose page is at `pathname` (spec §2: Standard starts at / and also at /standard),
 * or null for a page of no form (site pages, fallback pages).
 */
export function formTypeAt(settlement: SettlementResponse, pathname: string): FormType | null {
  if (pathname === '/standard') return 'Standard';
  return settlement.forms.find((form) => form.steps.some((step) => step.path === pathname))?.formType ?? null;
}

/**
 * The form type of the page shown, for the texts around and on it: `{formDeadlineLongDate}` and its
 * siblings name that form's deadline, in the banner as in its steps. Boot provides it.
 */
export const ShownFormContext = createContext<FormType | null>(null);

export function useShownFormType(): FormType | null {
  return useContext(ShownFormContext);
}
