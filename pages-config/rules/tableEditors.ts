import type { TableEditorBlock } from '../schema/tableEditor.ts';
import type { Step } from '../schema/page.ts';
import type { FieldValue } from '../schema/field.ts';
import { minimumInstancesError, resolveMinimumInstances } from './editors.ts';
import type { RuleMessage } from './message.ts';

/** A table editor of a flow, with the step that shows it. */
export interface TableEditorOnStep {
  step: Step;
  block: TableEditorBlock;
}

/** Every table editor of a flow's steps, in step order. */
export function tableEditorBlocksOf(steps: readonly Step[]): TableEditorOnStep[] {
  return steps.flatMap((step) =>
    step.blocks.flatMap((block) => (block.type === 'tableEditor' ? [{ step, block }] : [])),
  );
}

/**
 * The table editor's own problem (spec §5): fewer saved rows than its minimum, a number or a field
 * of another model of the form, gets the minimum-instances message (the block's own, if it names
 * one) filled with the number.
 */
export function tableEditorError(
  block: TableEditorBlock,
  savedCount: number,
  models: ReadonlyArray<{ metadata: { dtoMapping: string }; fields: Readonly<Record<string, FieldValue>> }>,
): RuleMessage | null {
  const error = minimumInstancesError(savedCount, resolveMinimumInstances(block.minimumInstances, models));
  return error && block.minimumInstancesMessage ? { ...error, key: block.minimumInstancesMessage } : error;
}
