import type { ReactNode } from 'react';
import * as styles from './CopyBlock.css.ts';

export interface CopyBlockProps {
  /**
   * The paragraphs, already translated, in order: each becomes its own <p>. Texts are never parsed
   * as HTML (spec §5: localisation text holds no p, li, ul or ol tags); rich text such as a link
   * arrives as React nodes.
   */
  paragraphs: readonly ReactNode[];
  /** Left by default. */
  align?: 'left' | 'center' | undefined;
}

/** Paragraphs of running text (spec §2: copy block, left or centred). */
export function CopyBlock({ paragraphs, align = 'left' }: CopyBlockProps) {
  return (
    <div className={`${styles.block} ${styles.align[align]}`}>
      {paragraphs.map((text, index) => (
        <p key={index} className={`${styles.paragraph} ${styles.align[align]}`}>
          {text}
        </p>
      ))}
    </div>
  );
}
