import * as styles from './CopyBlock.css.ts';

export interface CopyBlockProps {
  /** The paragraphs, already translated, in order. */
  paragraphs: readonly string[];
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
