import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import * as styles from './ErrorSummary.css.ts';

/** One problem: its message, and where the link takes the claimant. */
export interface ErrorSummaryItem {
  /** The problem as the claimant reads it, already translated. */
  message: string;
  /** The id of the control to move focus to (a link to `#targetId`). */
  targetId?: string | undefined;
  /** A link elsewhere (e.g. another step); `onSelect` handles it when given. */
  href?: string | undefined;
}

export interface ErrorSummaryProps {
  /** The heading, already translated, e.g. "There is a problem". */
  title: string;
  /** A message above the list, e.g. an error the server sent (may hold a contact link). */
  description?: ReactNode;
  /** The problems, each linked to its field. */
  errors: readonly ErrorSummaryItem[];
  /** Change it to move focus to the summary again (e.g. on each failed Next); it is also focused when it appears. */
  focusKey?: string | number | undefined;
  /** Handles a click on an item with an `href` (e.g. client-side navigation). */
  onSelect?: ((item: ErrorSummaryItem) => void) | undefined;
}

/**
 * The list of problems at the top of a page, shown instead of disabling the button (STYLE.md).
 * It is an alert region and takes focus when it appears, so keyboard and screen-reader users land on it.
 */
export function ErrorSummary({ title, description, errors, focusKey, onSelect }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    ref.current?.focus();
  }, [focusKey]);

  const handleClick = (item: ErrorSummaryItem) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (item.targetId) {
      const target = document.getElementById(item.targetId);
      if (!target) return;
      event.preventDefault();
      target.focus();
      target.scrollIntoView?.({ block: 'center' });
      return;
    }
    if (item.href && onSelect) {
      event.preventDefault();
      onSelect(item);
    }
  };

  return (
    <div ref={ref} className={styles.summary} role="alert" aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {description ? <p className={styles.description}>{description}</p> : null}
      {errors.length > 0 ? (
        <ul className={styles.list}>
          {errors.map((item, index) => (
            <li key={`${item.targetId ?? item.href ?? ''}-${index}`}>
              {item.targetId || item.href ? (
                <a
                  className={styles.link}
                  href={item.targetId ? `#${item.targetId}` : item.href}
                  onClick={handleClick(item)}
                >
                  {item.message}
                </a>
              ) : (
                item.message
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
