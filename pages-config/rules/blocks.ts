import type { InheritedDependencies } from '../schema/field.ts';
import type { Block, ContainerBlock, DtoMapping, FieldComponent, Step } from '../schema/page.ts';
import { addressPartsOf } from './address.ts';

/** A field shown by a step: which input shows which field of which model. */
export interface FieldReference {
  component: FieldComponent;
  model: DtoMapping;
  field: string;
}

/** A block of a step at any depth: where it is, and the containers around it (outermost first). */
export interface PlacedBlock {
  block: Block;
  /** JSON pointer of the block in the page config, e.g. "/steps/3/blocks/2/blocks/0". */
  pointer: string;
  containers: readonly ContainerBlock[];
}

/** A field a step shows, with the pointer of the block showing it and the containers around it. */
export interface PlacedField extends FieldReference {
  pointer: string;
  containers: readonly ContainerBlock[];
  /**
   * Dependencies the block showing the field gives it besides those of the containers: an
   * international address shows its US-only and other countries' parts by the country chosen.
   */
  implied?: InheritedDependencies | undefined;
}

function* walk(
  blocks: readonly Block[],
  pointer: string,
  containers: readonly ContainerBlock[],
): Generator<PlacedBlock> {
  for (const [index, block] of blocks.entries()) {
    const at = `${pointer}/${index}`;
    yield { block, pointer: at, containers };
    if (block.type === 'group') yield* walk(block.blocks, `${at}/blocks`, [...containers, block]);
  }
}

/**
 * Every block of a step in page order, the blocks inside groups included. `pointer` is where the
 * step's blocks sit in the page config (e.g. "/steps/3/blocks").
 */
export function blocksOf(step: Step, pointer = '/blocks'): Generator<PlacedBlock> {
  return walk(step.blocks, pointer, []);
}

/** Every field a step shows in page order (field blocks, rows and addresses, inside groups too). */
export function* fieldsPlacedOn(step: Step, pointer = '/blocks'): Generator<PlacedField> {
  for (const placed of blocksOf(step, pointer)) {
    const { block, containers } = placed;
    if (block.type === 'field') {
      yield { component: block.component, model: block.model, field: block.field, pointer: placed.pointer, containers };
    } else if (block.type === 'row') {
      for (const reference of block.fields) {
        const { component, model, field } = reference;
        yield { component, model, field, pointer: placed.pointer, containers: [...containers, block] };
      }
    } else if (block.type === 'address') {
      for (const part of addressPartsOf(block)) {
        yield {
          component: part.component,
          model: block.model,
          field: part.key,
          pointer: placed.pointer,
          containers,
          ...(part.country ? { implied: part.country } : {}),
        };
      }
    }
  }
}
