import type { ReactNode, Ref } from 'react';
import * as styles from './Heading.css.ts';

export interface HeadingProps {
  /** The heading element; required (spec §2), so the outline is always a decision. */
  tag: 'h1' | 'h2' | 'h3' | 'h4';
  /** The text, already translated. */
  children: ReactNode;
  /** The element id, e.g. for aria-labelledby. */
  id?: string | undefined;
  /** -1 makes the heading a target for programmatic focus (e.g. after a page change). */
  tabIndex?: -1 | undefined;
  /** A ref to the heading element, e.g. to move focus to it. */
  ref?: Ref<HTMLHeadingElement> | undefined;
}

/** A heading whose size follows its level. */
export function Heading({ tag: Tag, children, id, tabIndex, ref }: HeadingProps) {
  return (
    <Tag ref={ref} id={id} tabIndex={tabIndex} className={styles.level[Tag]}>
      {children}
    </Tag>
  );
}
