import { useCallback } from 'react';
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
 */
export function TableEditorBlock({ block, formType }: BlockProps<'tableEditor'>) {
  const t = useText();
  const dispatch = useAppDispatch();
  const config = useAppSelector((state) => selectModelConfig(state, formType, block.model));
  const rows = useAppSelector((state) => selectTableRows(state, formType, block.model));
  const editorMessage = useAppSelector((state) => {
    if (!state.records.nextFailed[editorKeyOf(formType, block.model)]) return undefined;
    const error = selectTableEditorError(state, formType, block);
    return error ? formatRuleMessage(selectContent(state), error) : undefined;
  });
  const leaveRow = useCallback((clientId: string) => dispatch(tableRowFocusLeft(clientId)), [dispatch]);

  const columns = block.columns.map((column) => {
    const field = config?.fields.find((candidate) => candidate.key === column.field);
    return { key: column.field, label: field ? t(field.label) : column.field };
  });
  const tableRows: TableEditorRow[] = rows.map((row, index) => {
    const rowName = t(block.rowLabel, { 0: index + 1 });
    return {
      rowId: row.clientId,
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
              recordClientId={row.clientId}
              cellLabel={`${columns[columnIndex]?.label ?? column.field}, ${rowName}`}
            />,
          ];
        }),
      ),
    };
  });

  return (
    <TableEditor
      id={`${partNameOf(block.model)}-editor`}
      caption={t(block.caption)}
      columns={columns}
      rows={tableRows}
      actionsLabel={t(block.actionsLabel)}
      addRowLabel={t(block.addRowLabel)}
      onAddRow={() => dispatch(tableRowAdded({ formType, dtoMapping: block.model }))}
      onDeleteRow={(clientId) => {
        const index = rows.findIndex((row) => row.clientId === clientId);
        const rowName = t(block.rowLabel, { 0: index + 1 });
        dispatch(tableRowDeleted({ clientId }));
        // The row is gone with the button pressed: a toast says what happened (spec §4).
        dispatch(noticeQueued(removedNotice(rowName.charAt(0).toLocaleUpperCase() + rowName.slice(1))));
      }}
      onRowFocusOut={leaveRow}
      validationMessage={editorMessage}
    />
  );
}
