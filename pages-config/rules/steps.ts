import type { DtoMapping, Step } from '../schema/page.ts';
import { fieldsPlacedOn, type FieldReference } from './blocks.ts';
import { isDependencyFulfilled, type OtherModels } from './dependencies.ts';

export type { FieldReference } from './blocks.ts';

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

// Page configs do not change once loaded, and the server asks for a step's fields once per field of
// every submission (isFieldSkipped): walking the blocks each time was a tenth of a submission's CPU.
const fieldReferencesByStep = new WeakMap<Step, readonly FieldReference[]>();

/** Every field a step shows, in page order (field blocks and the fields of rows, inside groups too). */
export function fieldReferencesOf(step: Step): readonly FieldReference[] {
  let references = fieldReferencesByStep.get(step);
  if (!references) {
    references = Array.from(fieldsPlacedOn(step), ({ component, model, field }) => ({ component, model, field }));
    fieldReferencesByStep.set(step, references);
  }
  return references;
}

/** The step that shows a field, if any. */
export function stepShowingField(steps: readonly Step[], model: DtoMapping, field: string): Step | undefined {
  return steps.find((step) =>
    fieldReferencesOf(step).some((reference) => reference.model === model && reference.field === field),
  );
}

/**
 * Whether a step is shown for the answers so far: a step with `skipUnless` conditions is skipped
 * unless they all hold (spec §2, §4).
 */
export function isStepIncluded(step: Step, models: OtherModels): boolean {
  return (step.skipUnless ?? []).every((condition) =>
    isDependencyFulfilled(condition, condition.model ? (models[condition.model] ?? {}) : {}, models),
  );
}

function stepIndexOf(steps: readonly Step[], path: string): number {
  const index = steps.findIndex((step) => step.path === path);
  if (index < 0) throw new Error(`No navigation node matches the router path "${path}".`);
  return index;
}

/** The path Next leads to from `path`, passing over skipped steps; null after the last step. */
export function nextPath(steps: readonly Step[], path: string, models: OtherModels): string | null {
  return steps.slice(stepIndexOf(steps, path) + 1).find((step) => isStepIncluded(step, models))?.path ?? null;
}

/** The path Back leads to from `path`, passing over skipped steps; null on the first step. */
export function backPath(steps: readonly Step[], path: string, models: OtherModels): string | null {
  return (
    steps
      .slice(0, stepIndexOf(steps, path))
      .reverse()
      .find((step) => isStepIncluded(step, models))?.path ?? null
  );
}

/** The first page of the flow (spec §2: "index"). */
export function indexPath(steps: readonly Step[]): string {
  const first = steps[0];
  if (!first) throw new Error('The flow has no steps.');
  return first.path;
}

/** The steps the claimant goes through for the answers so far, in order. */
export function includedSteps(steps: readonly Step[], models: OtherModels): Step[] {
  return steps.filter((step) => isStepIncluded(step, models));
}

/**
 * Whether the answers skip every step that shows a field, so its value is neither checked nor
 * filed (spec §2, §4). A field no step shows is never skipped.
 */
export function isFieldSkipped(steps: readonly Step[], models: OtherModels, model: DtoMapping, field: string): boolean {
  const showing = steps.filter((step) =>
    fieldReferencesOf(step).some((reference) => reference.model === model && reference.field === field),
  );
  return showing.length > 0 && !showing.some((step) => isStepIncluded(step, models));
}

/**
 * Whether the answers skip every field of a model: the submission may then carry the model as
 * null (e.g. ClaimDetails when the claim-details step was passed over).
 */
export function isModelSkipped(
  steps: readonly Step[],
  models: OtherModels,
  model: { metadata: { dtoMapping: DtoMapping }; fields: readonly { key: string }[] },
): boolean {
  return model.fields.every((field) => isFieldSkipped(steps, models, model.metadata.dtoMapping, field.key));
}

/**
 * Skip-to-page (spec §2): the page whose path contains `fragment`. The fragment must match exactly
 * one page; none or several is a mistake in the caller and raises an error.
 */
export function skipToPath(steps: readonly Step[], fragment: string): string {
  const matches = steps.filter((step) => step.path.includes(fragment));
  if (matches.length === 0) throw new Error(`No page matches the partial path "${fragment}".`);
  if (matches.length > 1) {
    throw new Error(
      `Several pages match the partial path "${fragment}": ${matches.map((step) => step.path).join(', ')}.`,
    );
  }
  return matches[0]!.path;
}

/** The page node for a router path (spec §8: none or several is an error). */
export function pageNodeForPath(nodes: readonly PageNode[], path: string): PageNode {
  const matches = nodes.filter((node) => node.path === path);
  if (matches.length !== 1) {
    throw new Error(
      matches.length === 0
        ? `No navigation node matches the router path "${path}".`
        : `Several navigation nodes match the router path "${path}".`,
    );
  }
  return matches[0]!;
}
