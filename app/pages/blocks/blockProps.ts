import type { Block, ContainerBlock, FormType, Step } from '#pages-config/schema/page.ts';

/** What every block component receives: its block config, and the step and form it is on. */
export interface BlockProps<T extends Block['type'] = Block['type']> {
  block: Extract<Block, { type: T }>;
  formType: FormType;
  step: Step;
  /** The rows and groups around the block, outermost first; none for a block of the step itself. */
  containers?: readonly ContainerBlock[] | undefined;
}
