import type { DtoMapping, FieldComponent, Step } from '../schema/page.ts';

/** A page of a flow with where next and back lead (spec §3: navigation page nodes). */
export interface PageNode {
  stepId: string;
  path: string;
  /** The path Next leads to; null on the last page. */
  next: string | null;
  /** The path Back leads to; null on the first page. */
  back: string | null;
}

/** The page nodes of a flow, in step order. Steps have no skip condition yet, so next and back are the neighbours. */
export function pageNodesOf(steps: readonly Step[]): PageNode[] {
  return steps.map((step, index) => ({
    stepId: step.id,
    path: step.path,
    next: steps[index + 1]?.path ?? null,
    back: steps[index - 1]?.path ?? null,
  }));
}

/** A field shown by a step: which input shows which field of which model. */
export interface FieldReference {
  component: FieldComponent;
  model: DtoMapping;
  field: string;
}

/** Every field a step shows, in page order (field blocks and the fields of rows). */
export function fieldReferencesOf(step: Step): FieldReference[] {
  return step.blocks.flatMap((block): FieldReference[] => {
    if (block.type === 'field') return [{ component: block.component, model: block.model, field: block.field }];
    if (block.type === 'row')
      return block.fields.map((field) => ({ component: field.component, model: field.model, field: field.field }));
    return [];
  });
}

/** The step that shows a field, if any. */
export function stepShowingField(steps: readonly Step[], model: DtoMapping, field: string): Step | undefined {
  return steps.find((step) =>
    fieldReferencesOf(step).some((reference) => reference.model === model && reference.field === field),
  );
}
