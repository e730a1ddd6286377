import { fieldReferencesOf, includedSteps } from '#pages-config/rules/steps.ts';
import type { FormType, Step } from '#pages-config/schema/page.ts';
import type { RootState } from '../../store.ts';
import { selectDerivedFields, selectModel } from '../formModels/formModelsSelectors.ts';
import { otherModelsOf } from '../formModels/formModelsSlice.ts';
import { editorProblemsOf } from '../records/editorProblems.ts';
import { selectFormSteps } from '../settlement/settlementSelectors.ts';
import { tableEditorProblemsOf } from '../tableEditor/tableEditorThunks.ts';
import { returnToParameter, returnToSummary } from './returnToParameter.ts';

/** Whether a step, as answered now, would stop Next: a visible field failing a rule, or an editor's problem. */
function hasProblems(state: RootState, formType: FormType, step: Step): boolean {
  const derived = selectDerivedFields(state);
  const invalidField = fieldReferencesOf(step).some((reference) => {
    const model = selectModel(state, formType, reference.model);
    const field = model ? derived[model.clientId]?.[reference.field] : undefined;
    return field?.visible === true && field.errors.length > 0;
  });
  if (invalidField || editorProblemsOf(state, formType, step).length > 0) return true;
  const tables = tableEditorProblemsOf(state, formType, step);
  return tables.fields.length > 0 || tables.editors.length > 0;
}

/**
 * Where Next leads from a step opened from the summary: the summary, unless the change brought in
 * a step still to be answered (answering yes to the losses question brings the claim details), which then comes
 * first, still returning to the summary after it. `next` is where Next would lead otherwise.
 */
export function selectReturnTarget(state: RootState, formType: FormType, path: string, next: string): string {
  const steps = selectFormSteps(state, formType);
  const summary = steps.find((step) => step.submit);
  const from = steps.findIndex((step) => step.path === path);
  const to = summary ? steps.indexOf(summary) : -1;
  if (!summary || from < 0 || to <= from) return next;
  const between = includedSteps(steps.slice(from + 1, to), otherModelsOf(state.formModels.saved, formType));
  const unanswered = between.find((step) => hasProblems(state, formType, step));
  return unanswered ? `${unanswered.path}?${returnToParameter}=${returnToSummary}` : summary.path;
}
