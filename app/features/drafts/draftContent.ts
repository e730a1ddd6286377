import type { DraftContent } from '#pages-config/api/drafts.ts';
import type { Step } from '#pages-config/schema/page.ts';
import type { FormModelsState } from '../formModels/formModelsSlice.ts';
import type { DraftFormType } from '../../api/claimkitApi.ts';

/**
 * The draft of a form as the server keeps it: the form's saved models with their ever-edited
 * flags (never the credentials: the PIN stays out of it), its tables' saved rows (the ones that
 * would be filed), and the furthest step reached. Files are not part of it.
 */
export function draftContentOf(
  formModels: FormModelsState,
  formType: DraftFormType,
  furthestStepId: string | null,
): DraftContent {
  return {
    models: formModels.saved
      .filter((model) => model.metadata.formType === formType && model.metadata.dtoMapping !== 'Credentials')
      .map((model) => ({
        dtoMapping: model.metadata.dtoMapping,
        metadataHash: model.metadataHash,
        fields: { ...model.fields },
        everEdited: Object.keys(formModels.everEdited[model.clientId] ?? {}),
      })),
    rows: formModels.tableRows
      .filter((record) => record.metadata.formType === formType && record.status === 'saved')
      .map((record) => ({
        dtoMapping: record.metadata.dtoMapping,
        metadataHash: record.metadataHash,
        fields: { ...record.fields },
      })),
    furthestStepId,
  };
}

/** Of two step ids, the one further along the flow (an id the flow lacks counts as not reached). */
export function furtherStepId(steps: readonly Step[], first: string | null, second: string): string {
  const index = (id: string | null) => steps.findIndex((step) => step.id === id);
  return index(first) > index(second) ? (first as string) : second;
}
