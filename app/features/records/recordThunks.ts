import { fileFieldCompanionKeys, fileFieldValues } from '#pages-config/rules/documents.ts';
import { createClientId, initialFields, normaliseMetadata } from '#pages-config/rules/formModels.ts';
import type { MultiRecordEditorBlock } from '#pages-config/schema/multiRecordEditor.ts';
import type { FormType } from '#pages-config/schema/page.ts';
import type { AppThunk } from '../../store.ts';
import { clientIdPrefix, type FormModel } from '../formModels/formModelsSlice.ts';
import { forgetFile, registerFile } from './fileRegistry.ts';
import { selectEditorView } from './recordsSelectors.ts';
import {
  draftDiscarded,
  draftFieldsChanged,
  draftFieldsTouched,
  draftSaved,
  draftStarted,
  recordDeleted,
} from './recordsSlice.ts';

/** "Add more" (spec §4): opens a draft with a new client id, its fields at their defaults. */
export function addMoreRequested(formType: FormType, block: MultiRecordEditorBlock): AppThunk {
  return (dispatch, getState) => {
    const { config, draft } = selectEditorView(getState(), formType, block);
    if (!config) throw new Error(`No ${formType} ${block.model} model in the model configs`);
    if (draft) forgetFile(draft.clientId);
    const model: FormModel = {
      id: null,
      clientId: createClientId(clientIdPrefix),
      metadata: normaliseMetadata(config.metadata) as FormModel['metadata'],
      metadataHash: config.metadataHash,
      fields: initialFields(config.fields),
    };
    dispatch(draftStarted(model));
  };
}

/**
 * The claimant chose a file for a draft (or cancelled the choice): the file goes to the registry,
 * its name, size and type (unknown if missing) into the draft (spec §3).
 */
export function draftFileChosen(clientId: string, fieldKey: string, file: File | null): AppThunk {
  return (dispatch) => {
    if (file) {
      registerFile(clientId, file);
      dispatch(
        draftFieldsChanged({
          clientId,
          values: fileFieldValues(fieldKey, { name: file.name, size: file.size, type: file.type }),
        }),
      );
    } else {
      forgetFile(clientId);
      const cleared = Object.fromEntries([fieldKey, ...fileFieldCompanionKeys(fieldKey)].map((key) => [key, null]));
      dispatch(draftFieldsChanged({ clientId, values: cleared }));
    }
    dispatch(draftFieldsTouched({ clientId, keys: [fieldKey] }));
  };
}

/** How an Upload ended. */
export type UploadOutcome = 'saved' | 'invalid';

/**
 * Upload (spec §4): an invalid draft shows its errors and stays; otherwise the draft is saved and,
 * unless the editor says not to, a new empty draft opens. Two documents may share a file name
 * (phones name every photo image.jpg): records, files and stored documents are keyed by their own
 * ids, never by the name.
 */
export function uploadRequested(formType: FormType, block: MultiRecordEditorBlock): AppThunk<UploadOutcome> {
  return (dispatch, getState) => {
    const view = selectEditorView(getState(), formType, block);
    const draft = view.draft;
    if (!draft) return 'invalid';
    const failing = Object.keys(view.draftMessages);
    if (failing.length > 0) {
      dispatch(draftFieldsTouched({ clientId: draft.clientId, keys: failing }));
      return 'invalid';
    }
    dispatch(draftSaved({ clientId: draft.clientId }));
    if (block.startNewDraftAfterUpload) dispatch(addMoreRequested(formType, block));
    return 'saved';
  };
}

/** Cancel (spec §4): the draft and its file are discarded. */
export function cancelRequested(clientId: string): AppThunk {
  return (dispatch) => {
    forgetFile(clientId);
    dispatch(draftDiscarded({ clientId }));
  };
}

/** Delete: the saved record and its file are removed. */
export function deleteRequested(clientId: string): AppThunk {
  return (dispatch) => {
    forgetFile(clientId);
    dispatch(recordDeleted({ clientId }));
  };
}
