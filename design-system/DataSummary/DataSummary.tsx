import type { MouseEvent, ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './DataSummary.css.ts';

export interface DataSummaryRow {
  /** The question, already translated. */
  label: string;
  /** The answer as it should read, already translated. */
  value: ReactNode;
}

/** A record of a section shown as a card of its own, e.g. one vehicle of a claim. */
export interface DataSummaryCard {
  /** A stable key for the card. */
  id: string;
  /** The card's heading, naming the record, already translated, e.g. "Vehicle 1 (2019 Aurora)". */
  title: string;
  /** The record's answers, in order. */
  rows: readonly DataSummaryRow[];
}

export interface DataSummarySection {
  /** A stable key for the section. */
  id: string;
  /** The section heading, already translated. */
  title: string;
  /** The answers of the section, in order. */
  rows: readonly DataSummaryRow[];
  /** Records shown after the answers, each a card with its own heading (one level below the section's). */
  cards?: readonly DataSummaryCard[] | undefined;
  /** A link back to where the answers can be changed. */
  edit?: {
    /** The visible link text, e.g. "Edit"; the section title is added for screen readers. */
    label: string;
    href: string;
    /** Handles the click instead of following the link (e.g. client-side navigation). */
    onSelect?: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
  };
}

export interface DataSummaryProps {
  /** A heading (h2) over all sections, already translated; the section titles are then h3, else h2. */
  header?: string | undefined;
  /** The sections, in order. */
  sections: readonly DataSummarySection[];
  /** Section headings take focus from script (tabIndex -1), so a page can move focus to a result it shows. */
  focusableHeadings?: boolean | undefined;
}

/** Answers shown back to the claimant: a header and sections of label/value rows, each with an edit link. */
export function DataSummary({ header, sections, focusableHeadings }: DataSummaryProps) {
  // Section titles sit one level below the header, or directly below the page's h1 without one.
  const SectionHeading = header ? 'h3' : 'h2';
  const CardHeading = header ? 'h4' : 'h3';
  return (
    <div className={styles.summary}>
      {header ? <h2 className={styles.header}>{header}</h2> : null}
      {sections.map((section) => (
        <section key={section.id} className={styles.section} aria-label={section.title}>
          <div className={styles.sectionHeader}>
            <SectionHeading className={styles.sectionTitle} tabIndex={focusableHeadings ? -1 : undefined}>
              {section.title}
            </SectionHeading>
            {section.edit ? (
              <a
                href={section.edit.href}
                onClick={(event) => {
                  if (!section.edit?.onSelect) return;
                  event.preventDefault();
                  section.edit.onSelect(event);
                }}
              >
                {section.edit.label} <VisuallyHidden>{section.title}</VisuallyHidden>
              </a>
            ) : null}
          </div>
          {section.rows.length > 0 ? <AnswerList rows={section.rows} /> : null}
          {section.cards?.map((card) => (
            <section key={card.id} className={styles.card} aria-label={card.title}>
              <CardHeading className={styles.cardTitle}>{card.title}</CardHeading>
              <AnswerList rows={card.rows} />
            </section>
          ))}
        </section>
      ))}
    </div>
  );
}

/** Questions and answers as a description list. */
function AnswerList({ rows }: { rows: readonly DataSummaryRow[] }) {
  return (
    <dl className={styles.list}>
      {rows.map((row, index) => (
        <div key={index} className={styles.row}>
          <dt className={styles.label}>{row.label}</dt>
          <dd className={styles.value}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
