import * as styles from './DocumentList.css.ts';

export interface DocumentLink {
  /** The document's title, already translated. */
  title: string;
  /** One line about it, already translated. */
  description?: string | undefined;
  href: string;
}

export interface DocumentListProps {
  documents: readonly DocumentLink[];
  /** Read by screen readers after each title when the file opens in a new tab, already translated. */
  newTabHint: string;
}

/** Court documents to read, each a link that opens in a new tab (a PDF viewer) with its description. */
export function DocumentList({ documents, newTabHint }: DocumentListProps) {
  return (
    <ul className={styles.list}>
      {documents.map((document) => (
        <li key={document.href} className={styles.item}>
          <a className={styles.link} href={document.href} target="_blank" rel="noopener noreferrer">
            {document.title} <span className={styles.hint}>({newTabHint})</span>
          </a>
          {document.description ? <p className={styles.description}>{document.description}</p> : null}
        </li>
      ))}
    </ul>
  );
}
