import type { SettlementResponse } from '#pages-config/api/contract.ts';
import type { FormType, Step } from '#pages-config/schema/page.ts';
import { selectAnswer } from '../../api/publicCalls.ts';
import type { RootState } from '../../store.ts';

const noSteps: readonly Step[] = Object.freeze([]);

/** The settlement (GET /api/settlement), once loaded. */
export function selectSettlement(state: RootState): SettlementResponse | undefined {
  return selectAnswer(state, 'getSettlement');
}

/** The steps of a form type's flow, in order; empty when the settlement does not offer it. */
export function selectFormSteps(state: RootState, formType: FormType): readonly Step[] {
  return selectSettlement(state)?.forms.find((form) => form.formType === formType)?.steps ?? noSteps;
}

export function selectStep(state: RootState, formType: FormType, stepId: string): Step | undefined {
  return selectFormSteps(state, formType).find((step) => step.id === stepId);
}
