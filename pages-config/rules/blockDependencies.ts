import type { EffectiveFieldConfig, FieldConfig, InheritedDependencies } from '../schema/field.ts';
import type { ContainerBlock, ModelConfig, PageConfig } from '../schema/page.ts';
import { fieldsPlacedOn, type PlacedField } from './blocks.ts';
import { dependencyState, noDependencies, type OtherModels } from './dependencies.ts';

/**
 * Block-level dependencies (spec §4): "Dependency state is inherited from an ancestor unless
 * inheritance is broken." Rows and groups carry dependencies; what they contain inherits them. The
 * parts of an international address depend on its country. This module is the one place that turns
 * blocks into the dependencies each field inherits, so the browser and the server decide the same.
 */

/** A model whose fields carry the dependencies they inherit from the blocks showing them. */
export interface EffectiveModelConfig extends Omit<ModelConfig, 'fields'> {
  fields: EffectiveFieldConfig[];
}

/**
 * The containers (outermost first) whose dependencies count inside the last of them: from the
 * innermost one that breaks inheritance (its own still count), else all.
 */
function inheritingContainers(containers: readonly ContainerBlock[]): readonly ContainerBlock[] {
  const breaking = containers.findLastIndex((container) => container.dependencyOptions?.breakInheritance === true);
  return breaking < 0 ? containers : containers.slice(breaking);
}

/** What a field placed inside these containers inherits: nothing when it breaks inheritance itself. */
export function inheritedDependenciesOf(
  field: FieldConfig,
  containers: readonly ContainerBlock[],
): InheritedDependencies[] {
  if (field.dependencyOptions?.breakInheritance) return [];
  return inheritingContainers(containers)
    .filter((container) => (container.dependencies?.length ?? 0) > 0 || container.dependencyOptions !== undefined)
    .map((container) => ({
      dependencies: container.dependencies ?? [],
      ...(container.dependencyOptions ? { dependencyOptions: container.dependencyOptions } : {}),
    }));
}

/**
 * What a field inherits where a step shows it: the dependencies of the containers around it, then
 * those the block showing it implies (an international address's parts depend on the country).
 * A field that breaks inheritance inherits neither.
 */
export function placedInheritanceOf(
  field: FieldConfig,
  placed: Pick<PlacedField, 'containers' | 'implied'>,
): InheritedDependencies[] {
  const inherited = inheritedDependenciesOf(field, placed.containers);
  return placed.implied && !field.dependencyOptions?.breakInheritance ? [...inherited, placed.implied] : inherited;
}

/** Where each field the steps show is placed, by "Model.field"; the first place shown wins. */
function fieldPlaces(page: PageConfig): Map<string, PlacedField> {
  const byField = new Map<string, PlacedField>();
  for (const step of page.steps) {
    for (const placed of fieldsPlacedOn(step)) {
      const key = `${placed.model}.${placed.field}`;
      if (!byField.has(key)) byField.set(key, placed);
    }
  }
  return byField;
}

/**
 * The page config's models with each field's inherited dependencies resolved: what the server
 * serves at GET /api/forms/config and checks submissions with, and so what the browser checks with.
 */
export function effectiveModels(page: PageConfig): EffectiveModelConfig[] {
  const places = fieldPlaces(page);
  return page.models.map((model) => ({
    ...model,
    fields: model.fields.map((field): EffectiveFieldConfig => {
      const inherited = placedInheritanceOf(
        field,
        places.get(`${model.metadata.dtoMapping}.${field.key}`) ?? { containers: [] },
      );
      return inherited.length > 0 ? { ...field, inheritedDependencies: inherited } : field;
    }),
  }));
}

/**
 * Spec §4: "Components hide when dependencies unfulfilled and hide-on-unfulfilled set." The title,
 * headings and copy inside these containers (outermost first) hide while one of them that sets
 * hideOnUnfulfilled is unfulfilled, by its own dependencies or inherited ones. Fields decide for
 * themselves. A container's dependencies name their model, so they look only at the form's models.
 */
export function areComponentsHidden(containers: readonly ContainerBlock[], models: OtherModels): boolean {
  let state = noDependencies;
  for (const container of inheritingContainers(containers)) {
    state = dependencyState(container.dependencies, container.dependencyOptions, {}, models, state);
    if (container.hideOnUnfulfilled === true && !state.allFulfilled) return true;
  }
  return false;
}
