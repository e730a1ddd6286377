import { useId, useMemo } from 'react';
import { Heading } from '#design-system/Heading/Heading.tsx';
import type { ContainerBlock, GroupContent } from '#pages-config/schema/page.ts';
import { selectComponentsHidden } from '../../features/formModels/formModelsSelectors.ts';
import { useText } from '../../i18n/useText.ts';
import { useAppSelector } from '../../store.ts';
import type { BlockProps } from './blockProps.ts';
import { BlockView } from './BlockView.tsx';

const noContainers: readonly ContainerBlock[] = Object.freeze([]);

/** Headings and copy hide with the group; fields, rows and inner groups decide for themselves. */
function hidesWithGroup(block: GroupContent): boolean {
  return block.type === 'heading' || block.type === 'copy';
}

/**
 * A section of blocks sharing dependencies (spec §4). Its fields inherit them through their
 * configs (resolved by the server); its title, headings and copy hide while the group, or one
 * around it, sets hideOnUnfulfilled and is unfulfilled.
 */
export function GroupBlock({ block, formType, step, containers = noContainers }: BlockProps<'group'>) {
  const t = useText();
  const titleId = useId();
  const chain = useMemo(() => [...containers, block], [containers, block]);
  const componentsHidden = useAppSelector((state) => selectComponentsHidden(state, formType, chain));
  const title = componentsHidden ? undefined : block.title;
  return (
    <section aria-labelledby={title ? titleId : undefined}>
      {title ? (
        <Heading tag={block.titleTag ?? 'h2'} id={titleId}>
          {t(title)}
        </Heading>
      ) : null}
      {block.blocks.map((child, index) =>
        componentsHidden && hidesWithGroup(child) ? null : (
          <BlockView key={index} block={child} formType={formType} step={step} containers={chain} />
        ),
      )}
    </section>
  );
}
