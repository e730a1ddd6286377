import { Link } from 'wouter';
import { CopyBlock } from '#design-system/CopyBlock/CopyBlock.tsx';
import { Heading } from '#design-system/Heading/Heading.tsx';
import { useText } from '../i18n/useText.ts';
import { useLocalizedPath } from './useLocalizedPath.ts';
import { usePageOutsideFlows } from './usePageOutsideFlows.ts';

export interface FallbackPageProps {
  /** Content key of the page title (also its h1). */
  title: string;
  /** Content keys of the paragraphs. */
  body: readonly string[];
  /** Where "Start again" leads; the Standard start page unless the page knows the form. */
  startPath?: string;
}

/** A page outside the flows (not found, error, session expired, deadline passed). It clears the flow's position (spec §2). */
export function FallbackPage({ title, body, startPath = '/' }: FallbackPageProps) {
  const t = useText();
  const localize = useLocalizedPath();
  const heading = usePageOutsideFlows(title);
  return (
    <>
      <Heading tag="h1" tabIndex={-1}>
        {heading}
      </Heading>
      <CopyBlock paragraphs={body.map((key) => t(key))} />
      <p>
        <Link href={localize(startPath)}>{t('LocKey_Shared_StartAgain')}</Link>
      </p>
    </>
  );
}
