import { CopyBlock } from '#design-system/CopyBlock/CopyBlock.tsx';
import { useText } from '../../i18n/useText.ts';
import type { BlockProps } from './blockProps.ts';

/** Paragraphs of text from content keys. */
export function CopyBlockView({ block }: BlockProps<'copy'>) {
  const t = useText();
  return <CopyBlock paragraphs={block.paragraphs.map((key) => t(key))} align={block.align} />;
}
