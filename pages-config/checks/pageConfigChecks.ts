import type { Dependency, FieldConfig, ValidationRule } from '../schema/field.ts';
import type { ModelConfig, PageConfig } from '../schema/page.ts';
import { formTypeSegments } from '../schema/names.ts';
import { placedInheritanceOf } from '../rules/blockDependencies.ts';
import { blocksOf, fieldsPlacedOn } from '../rules/blocks.ts';
import type { SettlementProblem } from './problem.ts';

/** The other fields a rule names, with the JSON pointer suffix of each mention. */
function fieldsNamedByRule(rule: ValidationRule): Array<{ field: string; at: string }> {
  switch (rule.type) {
    case 'requiredIf':
    case 'requiredIfOtherPropertyMatchesRegex':
    case 'matchesField':
      return [{ field: rule.field, at: '/field' }];
    case 'nestedRequiredIf':
      return rule.conditions.map((condition, index) => ({ field: condition.field, at: `/conditions/${index}/field` }));
    case 'requireOnePropertyValTrue':
    case 'RequireOnePropertyToHaveAValue':
      return rule.fields.map((field, index) => ({ field, at: `/fields/${index}` }));
    case 'endDate':
      return [{ field: rule.startField, at: '/startField' }];
    default:
      return [];
  }
}

function modelHas(models: readonly ModelConfig[], dtoMapping: string, key: string): boolean {
  return models.some(
    (model) => model.metadata.dtoMapping === dtoMapping && model.fields.some((field) => field.key === key),
  );
}

function duplicates<T>(items: readonly T[], keyOf: (item: T) => string): Array<{ key: string; index: number }> {
  const seen = new Set<string>();
  const found: Array<{ key: string; index: number }> = [];
  items.forEach((item, index) => {
    const key = keyOf(item);
    if (seen.has(key)) found.push({ key, index });
    seen.add(key);
  });
  return found;
}

/**
 * A field shown in two places must inherit the same dependencies in both, or the browser and the
 * server could not tell which to apply.
 */
function conflictingInheritanceProblems(file: string, page: PageConfig): SettlementProblem[] {
  const problems: SettlementProblem[] = [];
  const firstPlace = new Map<string, { pointer: string; inherited: string }>();
  page.steps.forEach((step, stepIndex) => {
    for (const placed of fieldsPlacedOn(step, `/steps/${stepIndex}/blocks`)) {
      const field = page.models
        .find((model) => model.metadata.dtoMapping === placed.model)
        ?.fields.find((candidate) => candidate.key === placed.field);
      if (!field) continue;
      const key = `${placed.model}.${placed.field}`;
      const inherited = JSON.stringify(placedInheritanceOf(field, placed));
      const first = firstPlace.get(key);
      if (!first) firstPlace.set(key, { pointer: placed.pointer, inherited });
      else if (first.inherited !== inherited) {
        problems.push({
          file,
          pointer: placed.pointer,
          code: 'dependency/conflicting-inheritance',
          message: `The ${placed.model} field "${placed.field}" is shown here and at ${first.pointer}, inside blocks with different dependencies: show it once, or give both places the same block dependencies.`,
        });
      }
    }
  });
  return problems;
}

/**
 * Checks of a page config beyond its schema: every field a rule, dependency (of a field or a
 * block) or skip condition names exists; no key, id, path or option value is used twice; step
 * paths fit the form's route.
 */
export function pageConfigProblems(file: string, page: PageConfig): SettlementProblem[] {
  const problems: SettlementProblem[] = [];
  const add = (pointer: string, code: string, message: string) => problems.push({ file, pointer, code, message });

  const checkDependency = (dependency: Dependency, ownModel: string | undefined, pointer: string) => {
    const model = dependency.model ?? ownModel;
    if (!model) {
      add(
        pointer,
        'reference/missing-model',
        `Name the model of "${dependency.field}" with "model" (e.g. "ClaimantInfo").`,
      );
    } else if (!modelHas(page.models, model, dependency.field)) {
      add(
        `${pointer}/field`,
        'reference/unknown-field',
        `No field "${dependency.field}" in the ${model} model: correct the name or add the field.`,
      );
    }
  };

  for (const { key, index } of duplicates(page.models, (model) => model.metadata.dtoMapping)) {
    add(
      `/models/${index}/metadata/dtoMapping`,
      'duplicate/model',
      `The ${key} model is declared twice: merge the two.`,
    );
  }
  page.models.forEach((model, modelIndex) => {
    const own = model.metadata.dtoMapping;
    for (const { key, index } of duplicates(model.fields, (field) => field.key)) {
      add(
        `/models/${modelIndex}/fields/${index}/key`,
        'duplicate/field-key',
        `The field key "${key}" is used twice in the ${own} model: rename one.`,
      );
    }
    model.fields.forEach((field: FieldConfig, fieldIndex) => {
      const base = `/models/${modelIndex}/fields/${fieldIndex}`;
      field.validations.forEach((rule, ruleIndex) => {
        for (const { field: named, at } of fieldsNamedByRule(rule)) {
          if (!modelHas(page.models, own, named)) {
            add(
              `${base}/validations/${ruleIndex}${at}`,
              'reference/unknown-field',
              `The ${rule.type} rule names "${named}", which the ${own} model does not have.`,
            );
          }
        }
      });
      field.dependencies?.forEach((dependency, index) =>
        checkDependency(dependency, own, `${base}/dependencies/${index}`),
      );
      for (const { key, index } of duplicates(field.options ?? [], (option) => option.value)) {
        add(
          `${base}/options/${index}/value`,
          'duplicate/option',
          `The option value "${key}" is listed twice: remove one.`,
        );
      }
    });
  });

  for (const { key, index } of duplicates(page.steps, (step) => step.id)) {
    add(`/steps/${index}/id`, 'duplicate/step-id', `The step id "${key}" is used twice: rename one.`);
  }
  for (const { key, index } of duplicates(page.steps, (step) => step.path)) {
    add(
      `/steps/${index}/path`,
      'duplicate/step-path',
      `The path "${key}" is used by two steps: give each step its own.`,
    );
  }
  const segment = formTypeSegments[page.formType];
  page.steps.forEach((step, index) => {
    const startPaths = page.formType === 'Standard' ? ['/', `/${segment}`] : [`/${segment}`];
    const expected = index === 0 ? startPaths : [`/${segment}/${step.id}`];
    if (!expected.includes(step.path)) {
      add(
        `/steps/${index}/path`,
        'step/path-mismatch',
        `This path matches no page of the ${page.formType} form: use ${expected.map((path) => `"${path}"`).join(' or ')}.`,
      );
    }
    step.skipUnless?.forEach((condition, conditionIndex) =>
      checkDependency(condition, undefined, `/steps/${index}/skipUnless/${conditionIndex}`),
    );
    // A row or group holds fields of any model, so its dependencies must each name theirs.
    for (const { block, pointer } of blocksOf(step, `/steps/${index}/blocks`)) {
      if (block.type !== 'row' && block.type !== 'group') continue;
      block.dependencies?.forEach((dependency, dependencyIndex) =>
        checkDependency(dependency, undefined, `${pointer}/dependencies/${dependencyIndex}`),
      );
    }
  });
  problems.push(...conflictingInheritanceProblems(file, page));
  return problems;
}
