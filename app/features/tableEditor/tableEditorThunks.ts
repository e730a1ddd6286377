import { partNameOf } from '#pages-config/api/parts.ts';
import { tableEditorBlocksOf, tableEditorError } from '#pages-config/rules/tableEditors.ts';
import type { FormType, Step } from '#pages-config/schema/page.ts';
import type { TableEditorBlock } from '#pages-config/schema/tableEditor.ts';
import { formatContent } from '#pages-config/rules/message.ts';
import type { TextLookup } from '../../i18n/useText.ts';
import type { AppThunk, RootState } from '../../store.ts';
import { selectActiveCulture, selectContent } from '../culture/cultureSlice.ts';
import {
  selectDerivedFields,
  selectHasErrors,
  selectModelConfig,
  selectTableRow,
  selectTableRows,
} from '../formModels/formModelsSelectors.ts';
import { tableRowSaved, tableRowValidationFailed } from '../formModels/formModelsSlice.ts';
import type { EditorProblem } from '../records/editorProblems.ts';
import { editorKeyOf } from '../records/recordsSlice.ts';
import { tableRowNames } from './rowNames.ts';

/**
 * Focus left a table row, or its card's Save was pressed (spec §4, §5): a valid draft row is
 * saved; a row that is not valid stays as it is and every field of it shows its errors. Returns
 * whether the row is valid (saved now or before).
 */
export function tableRowFocusLeft(clientId: string): AppThunk<boolean> {
  return (dispatch, getState) => {
    const row = selectTableRow(getState(), clientId);
    if (!row) return false;
    if (selectHasErrors(getState(), clientId)) {
      dispatch(tableRowValidationFailed({ clientId }));
      return false;
    }
    if (row.status === 'draft') dispatch(tableRowSaved({ clientId }));
    return true;
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

/**
 * The table editor's own problem now (spec §5: minimum instances), untranslated. None while a row
 * is unfinished: that row's own errors say what to do, and "Add at least 1 vehicle" under a
 * vehicle being filled in would contradict the screen.
 */
export function selectTableEditorError(state: RootState, formType: FormType, block: TableEditorBlock) {
  const rows = selectTableRows(state, formType, block.model);
  if (rows.some((row) => row.status === 'draft')) return null;
  const saved = rows.filter((row) => row.status === 'saved');
  const models = state.formModels.saved.filter((model) => model.metadata.formType === formType);
  return tableEditorError(block, saved.length, models);
}

/**
 * What holds Next back on a step's table editors: fields of rows that fail a rule, each with its
 * row's name, and too few saved rows.
 */
export interface TableEditorProblems {
  fields: { clientId: string; key: string; rowName: string }[];
  editors: EditorProblem[];
}

export function tableEditorProblemsOf(state: RootState, formType: FormType, step: Step): TableEditorProblems {
  const derived = selectDerivedFields(state);
  const content = selectContent(state);
  const t: TextLookup = (key, values) => formatContent(content, key, values);
  const problems: TableEditorProblems = { fields: [], editors: [] };
  for (const { block } of tableEditorBlocksOf([step])) {
    const rows = selectTableRows(state, formType, block.model);
    const config = selectModelConfig(state, formType, block.model);
    const names = tableRowNames(block, rows, config, t, selectActiveCulture(state) ?? 'en');
    for (const row of rows) {
      for (const column of block.columns) {
        const field = derived[row.clientId]?.[column.field];
        if (field?.visible && field.errors.length > 0)
          problems.fields.push({
            clientId: row.clientId,
            key: column.field,
            rowName: names.get(row.clientId)?.full ?? '',
          });
      }
    }
    const message = selectTableEditorError(state, formType, block);
    if (message)
      problems.editors.push({ editorKey: editorKeyOf(formType, block.model), part: partNameOf(block.model), message });
  }
  return problems;
}
