import { Heading } from '#design-system/Heading/Heading.tsx';
import { useText } from '../../i18n/useText.ts';
import type { BlockProps } from './blockProps.ts';

/** A heading; the page's h1 takes focus after navigation, so it is focusable from script. */
export function HeadingBlock({ block }: BlockProps<'heading'>) {
  const t = useText();
  return (
    <Heading tag={block.tag} tabIndex={block.tag === 'h1' ? -1 : undefined}>
      {t(block.text)}
    </Heading>
  );
}
