import { memo, type ComponentType } from 'react';
import type { BlockProps } from './blockProps.ts';
import { blockRegistry } from './blockRegistry.ts';

/**
 * One block of the page config, by the component its type names. Groups render their blocks
 * through it too, so this module and GroupBlock import each other; both only use the other while
 * rendering, never while loading. Memoized: the step page re-renders with every change of the
 * derived field state (its error summary reads it), while a block's props are config and stay the
 * same; each block reads what it shows from the store itself.
 */
export const BlockView = memo(function BlockView(props: BlockProps) {
  const Block = blockRegistry[props.block.type] as ComponentType<BlockProps>;
  return <Block {...props} />;
});
