import { useId } from 'react';
import type { HeaderImage } from '../Header/Header.tsx';
import * as styles from './Banner.css.ts';

export interface BannerProps {
  /** The banner's header line, already translated: it names the banner's region. */
  header: string;
  /** Centred lines of copy under the heading, already translated. */
  lines: readonly string[];
  /** An image beside the copy; an empty `alt` marks it decorative. */
  image?: HeaderImage | undefined;
}

/**
 * The optional announcement block under the header (spec §2): a header line, centred copy lines and
 * an image. The header line names the banner's region but is no heading: the banner comes before
 * the page's h1, and a heading there would start the page's outline at h2 (issue 21).
 */
export function Banner({ header, lines, image }: BannerProps) {
  const headingId = useId();
  return (
    <section className={styles.banner} aria-labelledby={headingId}>
      <div className={`${styles.inner} ${image ? styles.withImage : ''}`}>
        {image ? (
          <img className={styles.image} src={image.src} alt={image.alt} width={image.width} height={image.height} />
        ) : null}
        <div className={styles.copy}>
          <p id={headingId} className={styles.header}>
            {header}
          </p>
          {lines.map((line, index) => (
            <p key={index} className={styles.line}>
              {line}
            </p>
          ))}
        </div>
      </div>
    </section>
  );
}
