import { memo, useCallback, type FocusEvent, type ReactNode } from 'react';
import { narrowScreen } from '../breakpoints.ts';
import { Button } from '../Button/Button.tsx';
import { EditorValidationMessage } from '../MultiRecordEditor/MultiRecordEditor.tsx';
import { useMediaQuery } from '../useMediaQuery.ts';
import * as styles from './TableEditor.css.ts';

/** A column of the table. */
export interface TableEditorColumn {
  /** A stable key; cells are looked up by it. */
  key: string;
  /** The header text, already translated. */
  label: string;
}

/**
 * How the rows are laid out: a table on a wide screen; on a phone, GOV.UK's "add another"
 * pattern — each row being edited a card of its own with its fields stacked, each finished row
 * an entry of a summary list.
 */
export type TableEditorLayout = 'table' | 'cards';

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

/** The layout of the editor's rows on this screen: cards under the design system's breakpoint. */
export function useTableEditorLayout(): TableEditorLayout {
  return useMediaQuery(narrowScreen) ? 'cards' : 'table';
}

/** The DOM id of the editor's add-row button; focus goes there once a row is deleted. */
export function addRowButtonIdOf(id: string): string {
  return `${id}-add`;
}

export interface TableEditorProps {
  /** The id prefix of the editor's parts; the caption is `${id}-title`, the validation message `${id}-error`. */
  id: string;
  /** The caption of the table (the heading of the cards), already translated; it names the editor. */
  caption: string;
  columns: readonly TableEditorColumn[];
  /** The header of the delete column, already translated (may be visually hidden text such as "Actions"). */
  actionsLabel: string;
  /** The layout; by default chosen by the screen's width (`useTableEditorLayout`). */
  layout?: TableEditorLayout | undefined;
  /**
   * The rows for the layout in effect: `TableEditorRow`s in a table; `TableEditorCard`s and
   * `TableEditorSummaryItem`s in cards. The caller renders them, so each can read its own state.
   */
  renderRows: (layout: TableEditorLayout) => ReactNode;
  /** The text of the add-row button, already translated. */
  addRowLabel: string;
  onAddRow: () => void;
  /** What the last add, save or delete did, already translated: read out by the editor's one polite live region. */
  announcement?: string | undefined;
  /** The editor's own message (e.g. minimum instances), already translated. */
  validationMessage?: string | undefined;
  /** Anything the editor shows over the page, e.g. the confirmation of a delete. */
  children?: ReactNode;
}

/**
 * The table editor of spec §4: editable rows with delete buttons and an add-row button, as a table
 * on a wide screen and as cards on a phone. One component, whose caller keeps the rows' state and
 * rules whichever the layout.
 */
export function TableEditor({
  id,
  caption,
  columns,
  actionsLabel,
  layout: fixedLayout,
  renderRows,
  addRowLabel,
  onAddRow,
  announcement,
  validationMessage,
  children,
}: TableEditorProps) {
  const screenLayout = useTableEditorLayout();
  const layout = fixedLayout ?? screenLayout;
  return (
    <div className={styles.editor} data-state={validationMessage ? 'invalid' : 'valid'} data-layout={layout}>
      <EditorValidationMessage id={`${id}-error`} message={validationMessage} />
      {layout === 'table' ? (
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
            <tbody>{renderRows('table')}</tbody>
          </table>
        </div>
      ) : (
        <>
          {/* Focusable from script: the page's error summary links here when the editor holds Next back. */}
          <h2 id={`${id}-title`} className={styles.caption} tabIndex={-1}>
            {caption}
          </h2>
          <ul className={styles.cardList} aria-labelledby={`${id}-title`}>
            {renderRows('cards')}
          </ul>
        </>
      )}
      <Button
        id={addRowButtonIdOf(id)}
        icon="plus"
        label={addRowLabel}
        variant="outlinePrimary"
        onClick={onAddRow}
        blurFocusedFieldFirst
      />
      <div role="status" className={styles.announcement}>
        {announcement}
      </div>
      {children}
    </div>
  );
}

/** A row of the table: its cells (inputs rendered by the caller, labels hidden) and its delete button. */
export interface TableEditorRowProps {
  /** The editor's id prefix (TableEditor's `id`). */
  editorId: string;
  /** The record's client id. */
  rowId: string;
  columns: readonly TableEditorColumn[];
  /** The cell of each column by its key. */
  cells: Readonly<Record<string, ReactNode>>;
  /** The accessible name of the delete button, naming the row by its answers, e.g. "Delete 2019 Aurora". */
  deleteLabel: string;
  onDelete: (rowId: string) => void;
  /**
   * Fires when focus leaves the whole row (spec §4: the caller commits a valid draft row then).
   * Moving between the row's own inputs does not fire it.
   */
  onFocusOut?: ((rowId: string) => void) | undefined;
}

/**
 * Memoized: a table of hundreds of rows re-renders on every row added or deleted; a row whose
 * props are the same as before is left as it is.
 */
export const TableEditorRow = memo(function TableEditorRow({
  editorId,
  rowId,
  columns,
  cells,
  deleteLabel,
  onDelete,
  onFocusOut,
}: TableEditorRowProps) {
  const leave = useCallback(() => onFocusOut?.(rowId), [onFocusOut, rowId]);
  const { onBlur } = useFocusLeave(leave);
  return (
    <tr data-row-id={rowId} className={styles.row} onBlur={onBlur}>
      {columns.map((column) => (
        <td key={column.key} className={styles.cell}>
          {cells[column.key]}
        </td>
      ))}
      <td className={styles.cell}>
        <DeleteButton editorId={editorId} rowId={rowId} accessibleLabel={deleteLabel} onDelete={onDelete} />
      </td>
    </tr>
  );
});

/**
 * The texts of a row's buttons on a phone, already translated. Screen readers hear the row's
 * name after Change and Delete ("Change 2019 Aurora"), as in GOV.UK's summary lists.
 */
export interface TableEditorCardLabels {
  /** The text of the save button, e.g. "Save vehicle". */
  save: string;
  /** The text of the change button, e.g. "Change". */
  change: string;
  /** The text of the delete button, e.g. "Delete". */
  delete: string;
  /** The tag of a row not finished yet, e.g. "Not finished". */
  unfinished: string;
}

/** The DOM id of a row's delete button, in either layout; focus goes back there when the delete is cancelled. */
export function deleteButtonIdOf(id: string, rowId: string): string {
  return `${id}-${rowId}-delete`;
}

/** The DOM id of a summary entry's change button; focus goes there once its card is saved. */
export function changeButtonIdOf(id: string, rowId: string): string {
  return `${id}-${rowId}-change`;
}

export interface TableEditorCardProps {
  /** The editor's id prefix (TableEditor's `id`). */
  editorId: string;
  rowId: string;
  /** The heading of the card, naming the row, e.g. "Vehicle 2 (2019 Aurora)". */
  title: string;
  /** The row's short name, read after its buttons' labels, e.g. "2019 Aurora". */
  name: string;
  /** The row's fields, rendered by the caller with their own visible labels, stacked. */
  children: ReactNode;
  labels: TableEditorCardLabels;
  /** Saves the row if it is valid (the caller then shows it as a summary entry), else shows its errors. */
  onSave: (rowId: string) => void;
  onDelete: (rowId: string) => void;
  /** Fires when focus leaves the whole card, as a table row's (spec §4). */
  onFocusOut?: ((rowId: string) => void) | undefined;
}

/** A row edited on a phone: a card with the row's fields stacked at full width, then Save and Delete. */
export const TableEditorCard = memo(function TableEditorCard({
  editorId,
  rowId,
  title,
  name,
  children,
  labels,
  onSave,
  onDelete,
  onFocusOut,
}: TableEditorCardProps) {
  const leave = useCallback(() => onFocusOut?.(rowId), [onFocusOut, rowId]);
  const { onBlur } = useFocusLeave(leave);
  const titleId = `${editorId}-${rowId}-title`;
  return (
    <li data-row-id={rowId} className={styles.card} onBlur={onBlur}>
      <section aria-labelledby={titleId}>
        <h3 id={titleId} className={styles.cardTitle}>
          {title}
        </h3>
        <div className={styles.cardFields}>{children}</div>
        <div className={styles.cardActions}>
          <Button label={labels.save} variant="primary" onClick={() => onSave(rowId)} blurFocusedFieldFirst />
          <DeleteButton editorId={editorId} rowId={rowId} label={labels.delete} name={name} onDelete={onDelete} />
        </div>
      </section>
    </li>
  );
});

export interface TableEditorSummaryItemProps {
  editorId: string;
  rowId: string;
  /** The row's name, e.g. "Vehicle 2 (2019 Aurora)". */
  title: string;
  /** The row's short name, read after its buttons' labels, e.g. "2019 Aurora". */
  name: string;
  /** Whether the row is not finished (a draft): it is tagged so. */
  unfinished: boolean;
  labels: TableEditorCardLabels;
  /** Opens the row's card again. */
  onChange: (rowId: string) => void;
  onDelete: (rowId: string) => void;
}

/** A finished row on a phone: an entry of the summary list, with Change and Delete. */
export const TableEditorSummaryItem = memo(function TableEditorSummaryItem({
  editorId,
  rowId,
  title,
  name,
  unfinished,
  labels,
  onChange,
  onDelete,
}: TableEditorSummaryItemProps) {
  return (
    <li data-row-id={rowId} className={styles.summaryItem}>
      <p className={styles.summaryName}>
        {title}
        {unfinished ? <span className={styles.tag}> {labels.unfinished}</span> : null}
      </p>
      <div className={styles.summaryActions}>
        <Button
          id={changeButtonIdOf(editorId, rowId)}
          label={labels.change}
          labelSuffix={name}
          variant="outlinePrimary"
          onClick={() => onChange(rowId)}
        />
        <DeleteButton editorId={editorId} rowId={rowId} label={labels.delete} name={name} onDelete={onDelete} />
      </div>
    </li>
  );
});

/**
 * A row's delete button, in any layout: an icon named by the row in a table cell ("Delete 2019
 * Aurora"), the word with the row's name read after it on a phone.
 */
function DeleteButton({
  editorId,
  rowId,
  label,
  name,
  accessibleLabel,
  onDelete,
}: {
  editorId: string;
  rowId: string;
  label?: string;
  name?: string;
  accessibleLabel?: string;
  onDelete: (rowId: string) => void;
}) {
  return (
    <Button
      id={deleteButtonIdOf(editorId, rowId)}
      icon="trash"
      label={label}
      labelSuffix={name}
      accessibleLabel={accessibleLabel}
      variant="outline"
      onClick={() => onDelete(rowId)}
    />
  );
}
