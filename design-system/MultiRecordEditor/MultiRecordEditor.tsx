import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { DisplayValuesRow, type DisplayValue } from '../DisplayValuesRow/DisplayValuesRow.tsx';
import { FeedbackMessage } from '../FeedbackMessage/FeedbackMessage.tsx';
import { FloatingStatus } from '../FeedbackMessage/FloatingStatus.tsx';
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
  /**
   * Which draft is open (e.g. its record's client id): a new key after Upload means the record was
   * saved and a new draft opened, whose first control then takes focus.
   */
  draftKey?: string | undefined;
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
  /** The editor's own message (provide documentation, form is dirty…), already translated. */
  validationMessage?: string | undefined;
  /**
   * What the claimant's last action came to ("receipt.pdf was added.", "… was removed.", an upload
   * refused and why), already translated, or null once it has been shown long enough. Announced
   * politely; a new `key` announces the same words again.
   */
  outcome?: EditorOutcome | null | undefined;
}

/** The outcome of an Add, Upload or Delete, for the editor's one status region. */
export interface EditorOutcome {
  key: string | number;
  variant: 'success' | 'warning';
  message: string;
}

/** Where focus goes once the claimant's action has changed the editor. */
type FocusRequest =
  { after: 'addMore' } | { after: 'cancelOrDelete' } | { after: 'upload'; draftKey: string | undefined };

/** The first control of a container, in tab order of the markup. */
function firstControlIn(container: HTMLElement | null): HTMLElement | null {
  return (
    container?.querySelector<HTMLElement>(
      'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])',
    ) ?? null
  );
}

/**
 * Keeps keyboard and screen-reader users in place when the button they pressed goes away: after
 * "Add more" the draft's first control takes focus; after Cancel or Delete, "Add more" (or the
 * list's heading while a draft is open, as there is no "Add more" then); after an Upload that
 * opened a new draft, its first control. After a refused Upload, focus is on Upload.
 */
function useEditorFocus(id: string, draftKey: string | undefined) {
  const request = useRef<FocusRequest | null>(null);
  // After every render: the action's store update re-renders the editor, and then it takes effect.
  useEffect(() => {
    const pending = request.current;
    if (!pending) return;
    request.current = null;
    const draftPanel = document.getElementById(`${id}-draft`);
    const addMore = document.getElementById(`${id}-add`);
    const title = document.getElementById(`${id}-title`);
    if (pending.after === 'addMore') firstControlIn(draftPanel)?.focus();
    else if (pending.after === 'cancelOrDelete') (addMore ?? title)?.focus();
    else if (!draftPanel) (addMore ?? title)?.focus();
    else if (draftKey !== pending.draftKey) firstControlIn(draftPanel)?.focus();
    // Refused: Upload blurred the field it was pressed from (blurFocusedFieldFirst); focus is on Upload.
    else if (document.activeElement === document.body) document.getElementById(`${id}-draft-upload`)?.focus();
  });
  return (next: FocusRequest) => {
    request.current = next;
  };
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
  draftKey,
  draftTitle,
  addMoreLabel,
  uploadLabel,
  cancelLabel,
  onAddMore,
  onUpload,
  onCancel,
  validationMessage,
  outcome,
}: MultiRecordEditorProps) {
  const titleId = `${id}-title`;
  const focusAfter = useEditorFocus(id, draftKey);
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
                onDelete={(recordClientId) => {
                  focusAfter({ after: 'cancelOrDelete' });
                  onDeleteRecord?.(recordClientId);
                }}
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
          onUpload={() => {
            focusAfter({ after: 'upload', draftKey });
            return onUpload();
          }}
          onCancel={() => {
            focusAfter({ after: 'cancelOrDelete' });
            onCancel();
          }}
        >
          {draft}
        </DraftPanel>
      ) : (
        <Button
          id={`${id}-add`}
          icon="plus"
          label={addMoreLabel}
          variant="outlinePrimary"
          onClick={() => {
            focusAfter({ after: 'addMore' });
            onAddMore();
          }}
        />
      )}
      {/* One polite region for every outcome, always in the page so that each is announced. */}
      <FloatingStatus>
        {outcome ? (
          <FeedbackMessage key={outcome.key} variant={outcome.variant}>
            {outcome.message}
          </FeedbackMessage>
        ) : null}
      </FloatingStatus>
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

/**
 * The panel of the record being added, with its Upload and Cancel buttons. Upload only keeps the
 * record in the list (nothing is sent until the step's own action), so it is drawn as a secondary
 * action: the step's Next or Submit stays the page's one primary button.
 */
export function DraftPanel({ id, title, children, uploadLabel, cancelLabel, onUpload, onCancel }: DraftPanelProps) {
  return (
    <div id={id} className={styles.draft} role="group" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className={styles.draftTitle}>
        {title}
      </p>
      {children}
      <div className={styles.draftActions}>
        <Button label={cancelLabel} variant="outline" onClick={onCancel} />
        <Button
          id={`${id}-upload`}
          icon="check"
          label={uploadLabel}
          variant="outlinePrimary"
          onClick={onUpload}
          blurFocusedFieldFirst
        />
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
