import { partNameOf } from '#pages-config/api/parts.ts';
import { tableEditorBlocksOf, tableEditorError } from '#pages-config/rules/tableEditors.ts';
import type { FormType, Step } from '#pages-config/schema/page.ts';
import type { TableEditorBlock } from '#pages-config/schema/tableEditor.ts';
import type { AppThunk, RootState } from '../../store.ts';
import {
  selectDerivedFields,
  selectHasErrors,
  selectTableRow,
  selectTableRows,
} from '../formModels/formModelsSelectors.ts';
import { tableRowSaved, tableRowValidationFailed } from '../formModels/formModelsSlice.ts';
import type { EditorProblem } from '../records/editorProblems.ts';
import { editorKeyOf } from '../records/recordsSlice.ts';

/**
 * Focus left a table row (spec §4, §5): a valid draft row is saved; a row that is not valid stays
 * as it is and every field of it shows its errors.
 */
export function tableRowFocusLeft(clientId: string): AppThunk {
  return (dispatch, getState) => {
    const row = selectTableRow(getState(), clientId);
    if (!row) return;
    if (selectHasErrors(getState(), clientId)) dispatch(tableRowValidationFailed({ clientId }));
    else if (row.status === 'draft') dispatch(tableRowSaved({ clientId }));
  };
}

/** Commits the valid draft rows of a step's table editors, as leaving each row would have (before Next). */
export function tableRowsCommitted(formType: FormType, step: Step): AppThunk {
  return (dispatch, getState) => {
    for (const { block } of tableEditorBlocksOf([step])) {
      for (const row of selectTableRows(getState(), formType, block.model)) {
        if (row.status === 'draft' && !selectHasErrors(getState(), row.clientId))
          dispatch(tableRowSaved({ clientId: row.clientId }));
      }
    }
  };
}

/** The table editor's own problem now (spec §5: minimum instances), untranslated. */
export function selectTableEditorError(state: RootState, formType: FormType, block: TableEditorBlock) {
  const saved = selectTableRows(state, formType, block.model).filter((row) => row.status === 'saved');
  const models = state.formModels.saved.filter((model) => model.metadata.formType === formType);
  return tableEditorError(block, saved.length, models);
}

/** What holds Next back on a step's table editors: fields of rows that fail a rule, and too few saved rows. */
export interface TableEditorProblems {
  fields: { clientId: string; key: string }[];
  editors: EditorProblem[];
}

export function tableEditorProblemsOf(state: RootState, formType: FormType, step: Step): TableEditorProblems {
  const derived = selectDerivedFields(state);
  const problems: TableEditorProblems = { fields: [], editors: [] };
  for (const { block } of tableEditorBlocksOf([step])) {
    for (const row of selectTableRows(state, formType, block.model)) {
      for (const column of block.columns) {
        const field = derived[row.clientId]?.[column.field];
        if (field?.visible && field.errors.length > 0)
          problems.fields.push({ clientId: row.clientId, key: column.field });
      }
    }
    const message = selectTableEditorError(state, formType, block);
    if (message)
      problems.editors.push({ editorKey: editorKeyOf(formType, block.model), part: partNameOf(block.model), message });
  }
  return problems;
}
