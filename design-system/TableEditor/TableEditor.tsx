import { memo, useCallback, type FocusEvent, type ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { EditorValidationMessage } from '../MultiRecordEditor/MultiRecordEditor.tsx';
import * as styles from './TableEditor.css.ts';

/** A column of the table. */
export interface TableEditorColumn {
  /** A stable key; cells are looked up by it. */
  key: string;
  /** The header text, already translated. */
  label: string;
}

/** A row of the table: a saved or draft record. */
export interface TableEditorRow {
  /** The record's client id. */
  rowId: string;
  /** The cell of each column, usually an input rendered by the caller with its label suppressed. */
  cells: Readonly<Record<string, ReactNode>>;
  /** The accessible name of the row's delete button, naming the row, e.g. "Delete vehicle 2". */
  deleteLabel: string;
}

/**
 * Calls `onLeave` when focus leaves an element and everything inside it, not when it moves
 * between the element's own children. Spread the returned `onBlur` on the element.
 */
export function useFocusLeave(onLeave: () => void) {
  const onBlur = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      const next = event.relatedTarget;
      if (next instanceof Node && event.currentTarget.contains(next)) return;
      onLeave();
    },
    [onLeave],
  );
  return { onBlur };
}

export interface TableEditorProps {
  /** The id prefix of the editor's parts; the caption is `${id}-title`, the validation message `${id}-error`. */
  id: string;
  /** The caption of the table, already translated; it names the table. */
  caption: string;
  columns: readonly TableEditorColumn[];
  rows: readonly TableEditorRow[];
  /** The header of the delete column, already translated (may be visually hidden text such as "Actions"). */
  actionsLabel: string;
  /** The text of the add-row button, already translated. */
  addRowLabel: string;
  onAddRow: () => void;
  /** Deletes a row (spec §4: local only). */
  onDeleteRow: (rowId: string) => void;
  /**
   * Fires when focus leaves the whole row (spec §4: the caller commits a valid draft row then).
   * Moving between the row's own inputs does not fire it.
   */
  onRowFocusOut?: ((rowId: string) => void) | undefined;
  /** The editor's own message (e.g. minimum instances), already translated. */
  validationMessage?: string | undefined;
}

/** The table editor of spec §4: a header row, editable rows with delete buttons, and an add-row button. */
export function TableEditor({
  id,
  caption,
  columns,
  rows,
  actionsLabel,
  addRowLabel,
  onAddRow,
  onDeleteRow,
  onRowFocusOut,
  validationMessage,
}: TableEditorProps) {
  return (
    <div className={styles.editor} data-state={validationMessage ? 'invalid' : 'valid'}>
      <EditorValidationMessage id={`${id}-error`} message={validationMessage} />
      <div className={styles.scroller}>
        <table className={styles.table} aria-describedby={validationMessage ? `${id}-error` : undefined}>
          <caption id={`${id}-title`} className={styles.caption}>
            {caption}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={styles.header}>
                  {column.label}
                </th>
              ))}
              <th scope="col" className={styles.header}>
                <span className={styles.actionsHeader}>{actionsLabel}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <EditableRow
                key={row.rowId}
                row={row}
                columns={columns}
                onDelete={onDeleteRow}
                onFocusOut={onRowFocusOut}
              />
            ))}
          </tbody>
        </table>
      </div>
      <Button icon="plus" label={addRowLabel} variant="outlinePrimary" onClick={onAddRow} />
    </div>
  );
}

/**
 * Memoized: a table of hundreds of rows re-renders on every row added or deleted; a row whose
 * props are the same objects as before (a caller keeping its rows and callbacks) is left as it is.
 */
const EditableRow = memo(function EditableRow({
  row,
  columns,
  onDelete,
  onFocusOut,
}: {
  row: TableEditorRow;
  columns: readonly TableEditorColumn[];
  onDelete: (rowId: string) => void;
  onFocusOut: ((rowId: string) => void) | undefined;
}) {
  const leave = useCallback(() => onFocusOut?.(row.rowId), [onFocusOut, row.rowId]);
  const { onBlur } = useFocusLeave(leave);
  return (
    <tr data-row-id={row.rowId} className={styles.row} onBlur={onBlur}>
      {columns.map((column) => (
        <td key={column.key} className={styles.cell}>
          {row.cells[column.key]}
        </td>
      ))}
      <td className={styles.cell}>
        <Button icon="trash" accessibleLabel={row.deleteLabel} variant="outline" onClick={() => onDelete(row.rowId)} />
      </td>
    </tr>
  );
});
