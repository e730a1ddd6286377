import { useCallback, useMemo } from 'react';
import { shallowEqual } from 'react-redux';
import { TableEditor, type TableEditorRow } from '#design-system/TableEditor/TableEditor.tsx';
import { partNameOf } from '#pages-config/api/parts.ts';
import { formatRuleMessage } from '#pages-config/rules/message.ts';
import { selectContent } from '../../features/culture/cultureSlice.ts';
import { noticeQueued, removedNotice } from '../../features/errorInfo/errorInfoSlice.ts';
import { selectModelConfig, selectTableRows } from '../../features/formModels/formModelsSelectors.ts';
import { tableRowAdded, tableRowDeleted } from '../../features/formModels/formModelsSlice.ts';
import { editorKeyOf } from '../../features/records/recordsSlice.ts';
import { selectTableEditorError, tableRowFocusLeft } from '../../features/tableEditor/tableEditorThunks.ts';
import { fieldRegistry } from '../../fields/registry.ts';
import { useText } from '../../i18n/useText.ts';
import { useAppDispatch, useAppSelector } from '../../store.ts';
import type { BlockProps } from './blockProps.ts';

/**
 * The table editor of spec §4: each row a record of the list model, its cells the fields' own
 * inputs (labels hidden under the column headers and naming the row). A draft row is saved when
 * focus leaves it while it is valid; delete is local. The minimum-instances message shows once
 * Next failed on it.
 *
 * Each cell binds its own field to the store, so the table reads only the rows' client ids: a
 * value committed in one cell re-renders that cell, not the table's other rows (with hundreds of
 * rows, re-rendering them all took longer than a frame on every Tab).
 */
export function TableEditorBlock({ block, formType }: BlockProps<'tableEditor'>) {
  const t = useText();
  const dispatch = useAppDispatch();
  const config = useAppSelector((state) => selectModelConfig(state, formType, block.model));
  const rowIds = useAppSelector(
    (state) => selectTableRows(state, formType, block.model).map((row) => row.clientId),
    shallowEqual,
  );
  const editorMessage = useAppSelector((state) => {
    if (!state.records.nextFailed[editorKeyOf(formType, block.model)]) return undefined;
    const error = selectTableEditorError(state, formType, block);
    return error ? formatRuleMessage(selectContent(state), error) : undefined;
  });
  const leaveRow = useCallback((clientId: string) => dispatch(tableRowFocusLeft(clientId)), [dispatch]);
  const addRow = useCallback(
    () => dispatch(tableRowAdded({ formType, dtoMapping: block.model })),
    [dispatch, formType, block.model],
  );
  const deleteRow = useCallback(
    (clientId: string) => {
      const rowName = t(block.rowLabel, { 0: rowIds.indexOf(clientId) + 1 });
      dispatch(tableRowDeleted({ clientId }));
      // The row is gone with the button pressed: a toast says what happened (spec §4).
      dispatch(noticeQueued(removedNotice(rowName.charAt(0).toLocaleUpperCase() + rowName.slice(1))));
    },
    [dispatch, t, block.rowLabel, rowIds],
  );

  const columns = useMemo(
    () =>
      block.columns.map((column) => {
        const field = config?.fields.find((candidate) => candidate.key === column.field);
        return { key: column.field, label: field ? t(field.label) : column.field };
      }),
    [block.columns, config, t],
  );
  const tableRows = useMemo(
    (): TableEditorRow[] =>
      rowIds.map((clientId, index) => {
        const rowName = t(block.rowLabel, { 0: index + 1 });
        return {
          rowId: clientId,
          deleteLabel: t(block.deleteRowLabel, { 0: rowName }),
          cells: Object.fromEntries(
            block.columns.map((column, columnIndex) => {
              const FieldComponent = fieldRegistry[column.component];
              return [
                column.field,
                <FieldComponent
                  key={column.field}
                  formType={formType}
                  model={block.model}
                  fieldKey={column.field}
                  recordClientId={clientId}
                  cellLabel={`${columns[columnIndex]?.label ?? column.field}, ${rowName}`}
                />,
              ];
            }),
          ),
        };
      }),
    [rowIds, columns, block.columns, block.model, block.rowLabel, block.deleteRowLabel, formType, t],
  );

  return (
    <TableEditor
      id={`${partNameOf(block.model)}-editor`}
      caption={t(block.caption)}
      columns={columns}
      rows={tableRows}
      actionsLabel={t(block.actionsLabel)}
      addRowLabel={t(block.addRowLabel)}
      onAddRow={addRow}
      onDeleteRow={deleteRow}
      onRowFocusOut={leaveRow}
      validationMessage={editorMessage}
    />
  );
}
