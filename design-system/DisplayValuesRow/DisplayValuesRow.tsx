import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import * as styles from './DisplayValuesRow.css.ts';

/** Spec §5, §9: at most 12 values in a row, 11 when it has an edit or delete button. */
export const maxDisplayFields = 12;
export const maxDisplayFieldsWithActions = 11;

/** One value of a record, with its label. */
export interface DisplayValue {
  /** The label, already translated. */
  label: string;
  /** The value as it should read. */
  value: ReactNode;
}

export interface DisplayValuesRowProps {
  /** The client id of the record shown (spec §3 display row config); required. */
  recordClientId: string;
  /** The values, in order. */
  fields: readonly DisplayValue[];
  /** Show an edit button; false by default (spec §3). */
  allowUserToEditRecords?: boolean | undefined;
  /** Show a delete button; true by default (spec §3). */
  allowUserToDeleteRecords?: boolean | undefined;
  /** Called with the record's client id to edit it; a placeholder alert by default (spec §6). */
  onEdit?: ((recordClientId: string) => void) | undefined;
  /** Called with the record's client id to delete it. */
  onDelete?: ((recordClientId: string) => void) | undefined;
  /** The accessible name of the edit button, already translated, naming the record, e.g. "Edit receipt.pdf". */
  editLabel?: string | undefined;
  /** The accessible name of the delete button, already translated, naming the record, e.g. "Delete receipt.pdf". */
  deleteLabel?: string | undefined;
}

/** Spec §6: the default edit handler is a placeholder alert, until a caller gives its own. */
function placeholderEdit(recordClientId: string) {
  window.alert(`Editing record ${recordClientId} is not available.`);
}

/**
 * A saved record shown as a row of labelled values, with optional edit and delete buttons.
 * Throws 'recordClientId is required.' without a client id, and
 * 'Max number of display fields, {n}, exceeded.' past the limit that applies (spec §5, §8).
 */
export function DisplayValuesRow({
  recordClientId,
  fields,
  allowUserToEditRecords = false,
  allowUserToDeleteRecords = true,
  onEdit = placeholderEdit,
  onDelete,
  editLabel = 'Edit',
  deleteLabel = 'Delete',
}: DisplayValuesRowProps) {
  if (!recordClientId) throw new Error('recordClientId is required.');
  const hasActions = allowUserToEditRecords || allowUserToDeleteRecords;
  const max = hasActions ? maxDisplayFieldsWithActions : maxDisplayFields;
  if (fields.length > max) throw new Error(`Max number of display fields, ${max}, exceeded.`);

  return (
    <div className={styles.row} data-record-client-id={recordClientId}>
      <dl className={styles.values}>
        {fields.map((field, index) => (
          <div key={index} className={styles.item}>
            <dt className={styles.label}>{field.label}</dt>
            <dd className={styles.value}>{field.value}</dd>
          </div>
        ))}
      </dl>
      {hasActions ? (
        <div className={styles.actions}>
          {allowUserToEditRecords ? (
            <Button icon="pen" accessibleLabel={editLabel} variant="outline" onClick={() => onEdit(recordClientId)} />
          ) : null}
          {allowUserToDeleteRecords ? (
            <Button
              icon="trash"
              accessibleLabel={deleteLabel}
              variant="outline"
              onClick={() => onDelete?.(recordClientId)}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
