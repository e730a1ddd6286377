import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { DisplayValuesRow, type DisplayValue } from '../DisplayValuesRow/DisplayValuesRow.tsx';
import * as styles from './MultiRecordEditor.css.ts';

/** A saved record of the editor. */
export interface SavedRecord {
  /** The record's client id. */
  recordClientId: string;
  /** The values shown for it. */
  fields: readonly DisplayValue[];
  /** The accessible names of its buttons, naming the record, already translated. */
  editLabel?: string | undefined;
  deleteLabel?: string | undefined;
}

export interface MultiRecordEditorProps {
  /** The id prefix of the editor's parts; the validation message is `${id}-error`. */
  id: string;
  /** The heading of the list, already translated. */
  title: string;
  /** The heading level; h2 unless the page's outline needs another. */
  headingTag?: 'h2' | 'h3' | undefined;
  /** The saved records, as rows (spec §4). */
  records: readonly SavedRecord[];
  /** Shown when there is no saved record yet, already translated. */
  emptyText?: string | undefined;
  /** Show edit buttons on the rows; false by default. */
  allowUserToEditRecords?: boolean | undefined;
  /** Show delete buttons on the rows; true by default. */
  allowUserToDeleteRecords?: boolean | undefined;
  onEditRecord?: ((recordClientId: string) => void) | undefined;
  onDeleteRecord?: ((recordClientId: string) => void) | undefined;
  /**
   * The draft being filled in (its fields, rendered by the caller), or null when no draft is open.
   * Spec §4: "Add more" creates the draft, Upload saves it, Cancel discards it.
   */
  draft: ReactNode | null;
  /** The heading of the draft panel, already translated, e.g. "New document". */
  draftTitle: string;
  /** The texts of the buttons, already translated. */
  addMoreLabel: string;
  uploadLabel: string;
  cancelLabel: string;
  onAddMore: () => void;
  /** Validates and saves the draft; the Upload button is disabled while a returned promise runs. */
  onUpload: () => void | Promise<unknown>;
  onCancel: () => void;
  /** The editor's own message (provide documentation, form is dirty, file exists…), already translated. */
  validationMessage?: string | undefined;
}

/**
 * The list-and-draft editor of spec §4: saved records as rows, an "Add more" button, a draft panel
 * with Upload and Cancel, and a validation message. Presentational only: the caller owns the models.
 */
export function MultiRecordEditor({
  id,
  title,
  headingTag: HeadingTag = 'h2',
  records,
  emptyText,
  allowUserToEditRecords,
  allowUserToDeleteRecords,
  onEditRecord,
  onDeleteRecord,
  draft,
  draftTitle,
  addMoreLabel,
  uploadLabel,
  cancelLabel,
  onAddMore,
  onUpload,
  onCancel,
  validationMessage,
}: MultiRecordEditorProps) {
  const titleId = `${id}-title`;
  return (
    <section className={styles.editor} aria-labelledby={titleId} data-state={validationMessage ? 'invalid' : 'valid'}>
      {/* Focusable from script: the page's error summary links here when the editor holds Next back. */}
      <HeadingTag id={titleId} className={styles.title} tabIndex={-1}>
        {title}
      </HeadingTag>
      <EditorValidationMessage id={`${id}-error`} message={validationMessage} />
      {records.length > 0 ? (
        <ul className={styles.list}>
          {records.map((record) => (
            <li key={record.recordClientId}>
              <DisplayValuesRow
                recordClientId={record.recordClientId}
                fields={record.fields}
                allowUserToEditRecords={allowUserToEditRecords}
                allowUserToDeleteRecords={allowUserToDeleteRecords}
                onEdit={onEditRecord}
                onDelete={onDeleteRecord}
                editLabel={record.editLabel}
                deleteLabel={record.deleteLabel}
              />
            </li>
          ))}
        </ul>
      ) : emptyText ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : null}
      {draft !== null ? (
        <DraftPanel
          id={`${id}-draft`}
          title={draftTitle}
          uploadLabel={uploadLabel}
          cancelLabel={cancelLabel}
          onUpload={onUpload}
          onCancel={onCancel}
        >
          {draft}
        </DraftPanel>
      ) : (
        <Button icon="plus" label={addMoreLabel} variant="outlinePrimary" onClick={onAddMore} />
      )}
    </section>
  );
}

export interface DraftPanelProps {
  id: string;
  title: string;
  children: ReactNode;
  uploadLabel: string;
  cancelLabel: string;
  onUpload: () => void | Promise<unknown>;
  onCancel: () => void;
}

/** The panel of the record being added, with its Upload and Cancel buttons. */
export function DraftPanel({ id, title, children, uploadLabel, cancelLabel, onUpload, onCancel }: DraftPanelProps) {
  return (
    <div className={styles.draft} role="group" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className={styles.draftTitle}>
        {title}
      </p>
      {children}
      <div className={styles.draftActions}>
        <Button label={cancelLabel} variant="outline" onClick={onCancel} />
        <Button icon="paper-plane" label={uploadLabel} variant="primary" onClick={onUpload} blurFocusedFieldFirst />
      </div>
    </div>
  );
}

/** The editor's message, in an alert region so that a new message is announced. */
export function EditorValidationMessage({ id, message }: { id: string; message?: string | undefined }) {
  return (
    <div id={id} role="alert" className={message ? styles.error : undefined}>
      {message}
    </div>
  );
}
