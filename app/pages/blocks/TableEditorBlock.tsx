import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { AlertModal } from '#design-system/AlertModal/AlertModal.tsx';
import {
  TableEditor,
  TableEditorCard,
  TableEditorRow,
  TableEditorSummaryItem,
  addRowButtonIdOf,
  changeButtonIdOf,
  deleteButtonIdOf,
  type TableEditorCardLabels,
  type TableEditorColumn,
  type TableEditorLayout,
} from '#design-system/TableEditor/TableEditor.tsx';
import { partNameOf } from '#pages-config/api/parts.ts';
import { formatRuleMessage } from '#pages-config/rules/message.ts';
import type { FieldValue } from '#pages-config/schema/field.ts';
import type { FormType } from '#pages-config/schema/page.ts';
import type { TableEditorBlock as TableEditorBlockConfig } from '#pages-config/schema/tableEditor.ts';
import { selectActiveCulture, selectContent } from '../../features/culture/cultureSlice.ts';
import {
  selectDerivedFields,
  selectModelConfig,
  selectTableRows,
} from '../../features/formModels/formModelsSelectors.ts';
import { tableRowAdded, tableRowDeleted } from '../../features/formModels/formModelsSlice.ts';
import { editorKeyOf } from '../../features/records/recordsSlice.ts';
import { capitalized, rowNameFieldsOf, tableRowNames, type TableRowName } from '../../features/tableEditor/rowNames.ts';
import { selectTableEditorError, tableRowFocusLeft } from '../../features/tableEditor/tableEditorThunks.ts';
import { fieldRegistry } from '../../fields/registry.ts';
import { fieldIdOf } from '../../fields/useFieldBinding.ts';
import { useText } from '../../i18n/useText.ts';
import { useAppDispatch, useAppSelector, type RootState } from '../../store.ts';
import type { BlockProps } from './blockProps.ts';

/** What the editor reads of each row: its id, whether it is finished, and the answers that name it. */
interface RowSketch {
  clientId: string;
  status: 'draft' | 'saved';
  fields: Readonly<Record<string, FieldValue>>;
}

function sketchesOf(state: RootState, formType: FormType, block: TableEditorBlockConfig): RowSketch[] {
  const nameFields = rowNameFieldsOf(block);
  return selectTableRows(state, formType, block.model).map((row) => ({
    clientId: row.clientId,
    status: row.status,
    fields: Object.fromEntries(nameFields.map((key) => [key, row.fields[key] ?? null])),
  }));
}

/** Whether two reads show the same rows: a value typed into a cell that does not name its row changes nothing here. */
function sameSketches(before: readonly RowSketch[], after: readonly RowSketch[]): boolean {
  return (
    before.length === after.length &&
    before.every((row, index) => {
      const other = after[index];
      return (
        other !== undefined &&
        row.clientId === other.clientId &&
        row.status === other.status &&
        Object.entries(row.fields).every(([key, value]) => other.fields[key] === value)
      );
    })
  );
}

/** Moves focus to the first of these elements that takes it (a field's input, a button). */
function focusFirstOf(ids: readonly string[]): void {
  for (const id of ids) {
    const element = document.getElementById(id);
    element?.focus();
    if (element && document.activeElement === element) return;
  }
}

/**
 * The table editor of spec §4: each row a record of the list model, its fields the fields' own
 * inputs. On a wide screen a table (labels hidden under the column headers); on a phone GOV.UK's
 * "add another": each unfinished or reopened row a card of its own with its fields stacked, each
 * finished row an entry of a summary list. Rows are named by their answers ("2019 Aurora"). A draft
 * row is saved when focus leaves it, or its card's Save is pressed, while it is valid. Delete asks
 * first; add, save and delete are announced in one polite live region, and focus goes to the new
 * row's first field, the saved row's Change button, or the Add button. The minimum-instances
 * message shows once Next failed on it.
 *
 * Each field binds itself to the store and each row is memoized, so the editor reads only the
 * rows' ids, status and naming answers: a value committed in one cell re-renders that cell, not
 * the other rows (with hundreds of rows, re-rendering them all took longer than a frame).
 */
export function TableEditorBlock({ block, formType }: BlockProps<'tableEditor'>) {
  const t = useText();
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const culture = useAppSelector(selectActiveCulture) ?? 'en';
  const config = useAppSelector((state) => selectModelConfig(state, formType, block.model));
  const rows = useAppSelector((state) => sketchesOf(state, formType, block), sameSketches);
  const names = useMemo(() => tableRowNames(block, rows, config, t, culture), [block, rows, config, t, culture]);
  const editorMessage = useAppSelector((state) => {
    if (!state.records.nextFailed[editorKeyOf(formType, block.model)]) return undefined;
    const error = selectTableEditorError(state, formType, block);
    return error ? formatRuleMessage(selectContent(state), error) : undefined;
  });
  const editorId = `${partNameOf(block.model)}-editor`;

  // On a phone, the rows shown as cards: the unfinished ones found on arrival, those added, and
  // those reopened with Change, until their Save. A row saved by focus leaving it stays a card,
  // so nothing moves under the claimant's finger as they go on to the next.
  const [openRows, setOpenRows] = useState<ReadonlySet<string>>(
    () => new Set(rows.filter((row) => row.status === 'draft').map((row) => row.clientId)),
  );
  const [announcement, setAnnouncement] = useState('');
  const [pendingDelete, setPendingDelete] = useState<string | null>(null);
  // Where focus goes once the rows have rendered: the ids of the elements to try, in order. Each
  // request is a new array, so asking twice for the same place moves focus twice.
  const [focusRequest, setFocusRequest] = useState<readonly string[] | null>(null);

  // The callbacks read the latest names and the row waiting for its delete through refs, so the
  // memoized rows keep the same callbacks.
  const namesRef = useRef(names);
  const pendingDeleteRef = useRef(pendingDelete);
  useLayoutEffect(() => {
    namesRef.current = names;
    pendingDeleteRef.current = pendingDelete;
  });
  const deletedRef = useRef(false);

  useEffect(() => {
    if (focusRequest) focusFirstOf(focusRequest);
  }, [focusRequest]);

  // The same outcome twice in a row ("Vehicle 2 was removed." after another) is read out again:
  // a live region speaks only when its text changes.
  const announce = useCallback(
    (text: string) => setAnnouncement((previous) => (previous === text ? `${text}\u00a0` : text)),
    [],
  );
  const fieldIdsOf = useCallback(
    (clientId: string, keys: readonly string[]) => keys.map((key) => fieldIdOf(block.model, key, clientId)),
    [block.model],
  );
  const allFields = useMemo(() => block.columns.map((column) => column.field), [block.columns]);
  const setOpen = useCallback((clientId: string, open: boolean) => {
    setOpenRows((previous) => {
      if (previous.has(clientId) === open) return previous;
      const next = new Set(previous);
      if (open) next.add(clientId);
      else next.delete(clientId);
      return next;
    });
  }, []);

  const leaveRow = useCallback(
    (clientId: string) => {
      // Focus left for the delete's confirmation: the row is not being left.
      if (pendingDeleteRef.current === clientId) return;
      dispatch(tableRowFocusLeft(clientId));
    },
    [dispatch],
  );
  const addRow = useCallback(() => {
    const action = tableRowAdded({ formType, dtoMapping: block.model });
    dispatch(action);
    const { clientId } = action.payload;
    setOpen(clientId, true);
    setFocusRequest(fieldIdsOf(clientId, allFields));
    announce(
      t('LocKey_Shared_TableRow_Added', { 0: capitalized(t(block.rowLabel, { 0: namesRef.current.size + 1 })) }),
    );
  }, [dispatch, formType, block.model, block.rowLabel, setOpen, fieldIdsOf, allFields, announce, t]);
  const saveRow = useCallback(
    (clientId: string) => {
      if (dispatch(tableRowFocusLeft(clientId))) {
        setOpen(clientId, false);
        setFocusRequest([changeButtonIdOf(editorId, clientId)]);
        announce(t('LocKey_Shared_TableRow_Saved', { 0: namesRef.current.get(clientId)?.full ?? '' }));
        return;
      }
      const derived = selectDerivedFields(store.getState())[clientId] ?? {};
      setFocusRequest(
        fieldIdsOf(
          clientId,
          allFields.filter((key) => (derived[key]?.shownErrors.length ?? 0) > 0),
        ),
      );
    },
    [dispatch, store, editorId, setOpen, fieldIdsOf, allFields, announce, t],
  );
  const openRow = useCallback(
    (clientId: string) => {
      setOpen(clientId, true);
      setFocusRequest(fieldIdsOf(clientId, allFields));
    },
    [setOpen, fieldIdsOf, allFields],
  );
  // The row whose delete the dialog asks about, kept until focus has moved on after it.
  const dialogRowRef = useRef<string | null>(null);
  const requestDelete = useCallback((clientId: string) => {
    dialogRowRef.current = clientId;
    setPendingDelete(clientId);
  }, []);
  const confirmDelete = () => {
    if (!pendingDelete) return;
    announce(t('LocKey_Shared_Removed', { 0: names.get(pendingDelete)?.full ?? '' }));
    dispatch(tableRowDeleted({ clientId: pendingDelete }));
    setOpen(pendingDelete, false);
    deletedRef.current = true;
    setPendingDelete(null);
  };
  // Cancelled, focus goes back to the row's Delete button; deleted, the button is gone with its
  // row, and focus goes to Add.
  const focusAfterDialog = (event: Event) => {
    event.preventDefault();
    const rowId = dialogRowRef.current;
    focusFirstOf([deletedRef.current || !rowId ? addRowButtonIdOf(editorId) : deleteButtonIdOf(editorId, rowId)]);
    deletedRef.current = false;
    dialogRowRef.current = null;
  };

  const columns = useMemo(
    (): TableEditorColumn[] =>
      block.columns.map((column) => {
        const field = config?.fields.find((candidate) => candidate.key === column.field);
        return { key: column.field, label: field ? t(field.label) : column.field };
      }),
    [block.columns, config, t],
  );

  const renderRows = (layout: TableEditorLayout) =>
    rows.map((row) => {
      const name = names.get(row.clientId) ?? { short: '', full: '' };
      const rowProps = { editorId, rowId: row.clientId, short: name.short, full: name.full, block };
      // What a row being edited, as a table row or as a card, takes beside its name.
      const editedRowProps = { ...rowProps, formType, onDelete: requestDelete, onFocusOut: leaveRow };
      if (layout === 'table') return <RowOfTable key={row.clientId} {...editedRowProps} columns={columns} />;
      if (openRows.has(row.clientId)) return <RowCard key={row.clientId} {...editedRowProps} onSave={saveRow} />;
      return (
        <RowSummaryEntry
          key={row.clientId}
          {...rowProps}
          unfinished={row.status === 'draft'}
          onChange={openRow}
          onDelete={requestDelete}
        />
      );
    });

  const deleting = pendingDelete ? names.get(pendingDelete) : undefined;
  return (
    <TableEditor
      id={editorId}
      caption={t(block.caption)}
      columns={columns}
      actionsLabel={t(block.actionsLabel)}
      renderRows={renderRows}
      addRowLabel={t(block.addRowLabel)}
      onAddRow={addRow}
      announcement={announcement}
      validationMessage={editorMessage}
    >
      <AlertModal
        open={deleting !== undefined}
        title={t('LocKey_Shared_TableRow_DeleteTitle', { 0: deleting?.short ?? '' })}
        message={t('LocKey_Shared_TableRow_DeleteMessage')}
        okLabel={t('LocKey_Shared_TableRow_DeleteConfirm')}
        onOk={confirmDelete}
        cancelLabel={t('LocKey_Shared_Cancel')}
        onCancel={() => setPendingDelete(null)}
        onCloseAutoFocus={focusAfterDialog}
      />
    </TableEditor>
  );
}

/** What every row of the editor is given: its names as primitives, so a memoized row re-renders only when they change. */
interface RowProps {
  editorId: string;
  rowId: string;
  short: string;
  full: string;
  block: TableEditorBlockConfig;
}

/** The row's names as the fields take them, the same object while they are the same. */
function useRowName(short: string, full: string): TableRowName {
  return useMemo(() => ({ short, full }), [short, full]);
}

/** The labels of a row's buttons on a phone (the row's name is read after them). */
function useCardLabels(block: TableEditorBlockConfig): TableEditorCardLabels {
  const t = useText();
  return useMemo(
    () => ({
      save: t(block.saveRowLabel ?? 'LocKey_Shared_TableRow_Save'),
      change: t('LocKey_Shared_TableRow_Change'),
      delete: t('LocKey_Shared_TableRow_Delete'),
      unfinished: t('LocKey_Shared_TableRow_Unfinished'),
    }),
    [t, block.saveRowLabel],
  );
}

/** A row of the table: each cell its field's input, labelled by its column and the row's name. */
const RowOfTable = memo(function RowOfTable({
  editorId,
  rowId,
  short,
  full,
  block,
  formType,
  columns,
  onDelete,
  onFocusOut,
}: RowProps & {
  formType: FormType;
  columns: readonly TableEditorColumn[];
  onDelete: (rowId: string) => void;
  onFocusOut: (rowId: string) => void;
}) {
  const t = useText();
  const row = useRowName(short, full);
  const cells = useMemo(
    () =>
      Object.fromEntries(
        block.columns.map((column, index) => {
          const FieldComponent = fieldRegistry[column.component];
          return [
            column.field,
            <FieldComponent
              key={column.field}
              formType={formType}
              model={block.model}
              fieldKey={column.field}
              recordClientId={rowId}
              cellLabel={`${columns[index]?.label ?? column.field}, ${short}`}
              row={row}
            />,
          ];
        }),
      ),
    [block.columns, block.model, formType, rowId, columns, short, row],
  );
  return (
    <TableEditorRow
      editorId={editorId}
      rowId={rowId}
      columns={columns}
      cells={cells}
      deleteLabel={t(block.deleteRowLabel, { 0: short })}
      onDelete={onDelete}
      onFocusOut={onFocusOut}
    />
  );
});

/** A row edited on a phone: its fields stacked in a card, with their own labels. */
const RowCard = memo(function RowCard({
  editorId,
  rowId,
  short,
  full,
  block,
  formType,
  onSave,
  onDelete,
  onFocusOut,
}: RowProps & {
  formType: FormType;
  onSave: (rowId: string) => void;
  onDelete: (rowId: string) => void;
  onFocusOut: (rowId: string) => void;
}) {
  const row = useRowName(short, full);
  const labels = useCardLabels(block);
  return (
    <TableEditorCard
      editorId={editorId}
      rowId={rowId}
      title={full}
      name={short}
      labels={labels}
      onSave={onSave}
      onDelete={onDelete}
      onFocusOut={onFocusOut}
    >
      {block.columns.map((column) => {
        const FieldComponent = fieldRegistry[column.component];
        return (
          <FieldComponent
            key={column.field}
            formType={formType}
            model={block.model}
            fieldKey={column.field}
            recordClientId={rowId}
            row={row}
          />
        );
      })}
    </TableEditorCard>
  );
});

/** A finished row on a phone: its name in the summary list, with Change and Delete. */
const RowSummaryEntry = memo(function RowSummaryEntry({
  editorId,
  rowId,
  short,
  full,
  unfinished,
  block,
  onChange,
  onDelete,
}: RowProps & {
  unfinished: boolean;
  onChange: (rowId: string) => void;
  onDelete: (rowId: string) => void;
}) {
  const labels = useCardLabels(block);
  return (
    <TableEditorSummaryItem
      editorId={editorId}
      rowId={rowId}
      title={full}
      name={short}
      unfinished={unfinished}
      labels={labels}
      onChange={onChange}
      onDelete={onDelete}
    />
  );
});
