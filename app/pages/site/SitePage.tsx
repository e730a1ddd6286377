import type { ReactNode } from 'react';
import { CopyBlock } from '#design-system/CopyBlock/CopyBlock.tsx';
import { Heading } from '#design-system/Heading/Heading.tsx';
import { useText } from '../../i18n/useText.ts';
import { usePageOutsideFlows } from '../usePageOutsideFlows.ts';

export interface SitePageProps {
  /** Content key of the title. */
  title: string;
  /** Content keys of the paragraphs under the title. */
  intro?: readonly string[] | undefined;
  children?: ReactNode;
}

/** A page of the settlement website (key dates, documents, FAQ, …): outside every flow, like the fallback pages. */
export function SitePage({ title, intro = [], children }: SitePageProps) {
  const t = useText();
  const heading = usePageOutsideFlows(title);
  return (
    <>
      <Heading tag="h1" tabIndex={-1}>
        {heading}
      </Heading>
      {intro.length > 0 ? <CopyBlock paragraphs={intro.map((key) => t(key))} /> : null}
      {children}
    </>
  );
}
