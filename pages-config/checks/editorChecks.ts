import type { ModelConfig, PageConfig } from '../schema/page.ts';
import type { SettlementProblem } from './problem.ts';

function modelHas(models: readonly ModelConfig[], dtoMapping: string, key: string): boolean {
  return models.some(
    (model) => model.metadata.dtoMapping === dtoMapping && model.fields.some((field) => field.key === key),
  );
}

/**
 * Checks of the multi-record editors beyond the schema: the model and every field they name exist,
 * exactly one input takes the file, the file field has no dependencies (spec §4: not implemented
 * for it), and each amount that makes documents required exists.
 */
export function editorProblems(file: string, page: PageConfig): SettlementProblem[] {
  const problems: SettlementProblem[] = [];
  const add = (pointer: string, code: string, message: string) => problems.push({ file, pointer, code, message });
  page.steps.forEach((step, stepIndex) => {
    step.blocks.forEach((block, blockIndex) => {
      if (block.type !== 'multiRecordEditor') return;
      const base = `/steps/${stepIndex}/blocks/${blockIndex}`;
      if (!page.models.some((model) => model.metadata.dtoMapping === block.model)) {
        add(
          `${base}/model`,
          'reference/missing-model',
          `Add a ${block.model} model to "models": the editor's records are its.`,
        );
        return;
      }
      block.fields.forEach((field, index) => {
        if (!modelHas(page.models, block.model, field.field)) {
          add(
            `${base}/fields/${index}/field`,
            'reference/unknown-field',
            `No field "${field.field}" in the ${block.model} model: add it to "models" or correct the name.`,
          );
        }
      });
      const fileInputs = block.fields.filter((field) => field.component === 'file').length;
      if (fileInputs !== 1) {
        add(
          `${base}/fields`,
          'editor/file-field',
          `A documents editor takes exactly one file per record: give one of its fields the "file" component (it has ${fileInputs}).`,
        );
      }
      block.fields.forEach((field) => {
        if (field.component !== 'file') return;
        const modelIndex = page.models.findIndex((model) => model.metadata.dtoMapping === block.model);
        const fieldIndex = page.models[modelIndex]?.fields.findIndex((config) => config.key === field.field) ?? -1;
        const config = page.models[modelIndex]?.fields[fieldIndex];
        if (config?.dependencies?.length || config?.dependencyOptions) {
          add(
            `/models/${modelIndex}/fields/${fieldIndex}/dependencies`,
            'editor/file-field-dependencies',
            `Dependencies are not implemented for the file field "${field.field}": remove its dependencies and dependencyOptions.`,
          );
        }
      });
      if (typeof block.required === 'object') {
        block.required.whenAnyPositive.forEach((amount, index) => {
          if (!modelHas(page.models, amount.model, amount.field)) {
            add(
              `${base}/required/whenAnyPositive/${index}/field`,
              'reference/unknown-field',
              `No field "${amount.field}" in the ${amount.model} model: correct the name or add the field.`,
            );
          }
        });
      }
    });
  });
  return problems;
}
