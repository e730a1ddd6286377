import type { PageConfig } from '../schema/page.ts';
import { jsonPointer, type SettlementProblem } from './problem.ts';

/** One key of a JSON pointer, escaped. */
const jsonPointerPart = (key: string) => jsonPointer([key]).slice(1);

/** Culture → content key → text, as the settlement loader reads the content files. */
type Content = Readonly<Record<string, Readonly<Record<string, string>>>>;

/**
 * Checks of the blocks that show records (table editor, record summary) and of the steps' button
 * labels: every field they name exists in their model, and every content key they name is in
 * every culture's content.
 */
export function recordBlockProblems(file: string, page: PageConfig, content: Content): SettlementProblem[] {
  const problems: SettlementProblem[] = [];
  const add = (pointer: string, code: string, message: string) => problems.push({ file, pointer, code, message });
  const fieldsOf = (model: string) =>
    page.models.find((candidate) => candidate.metadata.dtoMapping === model)?.fields.map((field) => field.key);
  const requireKey = (key: string | undefined, pointer: string) => {
    if (key === undefined) return;
    for (const [culture, texts] of Object.entries(content)) {
      if (!(key in texts)) add(pointer, 'content/missing-key', `Add "${key}" to content/${culture}.json.`);
    }
  };
  const requireField = (model: string, field: string, pointer: string) => {
    const keys = fieldsOf(model);
    if (!keys) add(pointer, 'reference/unknown-model', `Declare the ${model} model in "models", or name another.`);
    else if (!keys.includes(field))
      add(pointer, 'reference/unknown-field', `No field "${field}" in the ${model} model: add it or correct the name.`);
  };

  page.steps.forEach((step, stepIndex) => {
    requireKey(step.nextLabel, `/steps/${stepIndex}/nextLabel`);
    step.blocks.forEach((block, blockIndex) => {
      const base = `/steps/${stepIndex}/blocks/${blockIndex}`;
      if (block.type === 'tableEditor') {
        for (const name of ['caption', 'rowLabel', 'addRowLabel', 'deleteRowLabel', 'actionsLabel'] as const)
          requireKey(block[name], `${base}/${name}`);
        requireKey(block.minimumInstancesMessage, `${base}/minimumInstancesMessage`);
        requireKey(block.saveRowLabel, `${base}/saveRowLabel`);
        block.rowNameFields?.forEach((field, index) =>
          requireField(block.model, field, `${base}/rowNameFields/${index}`),
        );
        block.columns.forEach((column, index) =>
          requireField(block.model, column.field, `${base}/columns/${index}/field`),
        );
        if (typeof block.minimumInstances === 'object')
          requireField(block.minimumInstances.model, block.minimumInstances.field, `${base}/minimumInstances`);
      }
      if (block.type === 'recordSummary') {
        requireKey(block.title, `${base}/title`);
        requireKey(block.emptyText, `${base}/emptyText`);
        block.fields.forEach((field, index) => requireField(block.model, field, `${base}/fields/${index}`));
        for (const [field, explanation] of Object.entries(block.explanations ?? {})) {
          const pointer = `${base}/explanations/${jsonPointerPart(field)}`;
          requireField(block.model, field, pointer);
          requireKey(explanation.label, `${pointer}/label`);
          for (const [value, key] of Object.entries(explanation.values))
            requireKey(key, `${pointer}/values/${jsonPointerPart(value)}`);
        }
        if (block.fileLinks) {
          requireField(block.model, block.fileLinks.field, `${base}/fileLinks/field`);
          for (const [formType, key] of Object.entries(block.fileLinks.texts))
            requireKey(key, `${base}/fileLinks/texts/${formType}`);
        }
      }
    });
  });
  return problems;
}
