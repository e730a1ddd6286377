import type { ChangeEvent } from 'react';
import { Field, type FieldBaseProps } from '../Field/Field.tsx';
import * as styles from './FileInput.css.ts';

/** Spec §8: the internal error for an input asked to take several files. */
export const multiFileError = 'multi-file inputs unsupported';

/** What the input shows of the chosen file (the file itself stays with the caller, outside the store). */
export interface ChosenFile {
  name: string;
  /** Bytes. */
  size: number;
}

/** A size in bytes as people read it, in the culture's number format: 512 bytes, 12.5 KB, 3.2 MB. */
export function formatFileSize(bytes: number, locale = 'en'): string {
  const number = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
  if (bytes < 1024) return `${number(bytes)} bytes`;
  if (bytes < 1024 * 1024) return `${number(bytes / 1024)} KB`;
  return `${number(bytes / (1024 * 1024))} MB`;
}

export interface FileInputProps extends FieldBaseProps {
  /** The file chosen, or null. */
  file: ChosenFile | null;
  /** Called with the file the claimant chose, or null when the choice was cancelled. */
  onChange: (file: File | null) => void;
  /** The file types accepted, e.g. ".pdf,.jpg,.png". */
  accept?: string | undefined;
  /** Spec §5: each input takes exactly one file; true throws 'multi-file inputs unsupported'. */
  multiple?: boolean | undefined;
  /** The culture for the file size's number format. */
  locale?: string | undefined;
  /** Shown but not operable. */
  disabled?: boolean | undefined;
}

/**
 * One file, chosen with the browser's own file control (keyboard and screen-reader support come
 * with it), with the chosen file's name and size shown under it.
 */
export function FileInput({ file, onChange, accept, multiple, locale, disabled, ...field }: FileInputProps) {
  if (multiple) throw new Error(multiFileError);
  const statusId = `${field.id}-file`;
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.files?.[0] ?? null);
  return (
    <Field {...field}>
      {(controlProps) => (
        <>
          <input
            {...controlProps}
            aria-describedby={
              [controlProps['aria-describedby'], file ? statusId : null].filter(Boolean).join(' ') || undefined
            }
            className={styles.input}
            type="file"
            accept={accept}
            onChange={handleChange}
            disabled={disabled}
          />
          {file ? (
            <p id={statusId} className={styles.chosen}>
              <span className={styles.name}>{file.name}</span> <span>({formatFileSize(file.size, locale)})</span>
            </p>
          ) : null}
        </>
      )}
    </Field>
  );
}
