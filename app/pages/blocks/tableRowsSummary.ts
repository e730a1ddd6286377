import type { ServerModelConfig } from '#pages-config/api/contract.ts';
import { tableEditorBlocksOf } from '#pages-config/rules/tableEditors.ts';
import type { FieldConfig, FieldValue } from '#pages-config/schema/field.ts';
import type { FormType, Step } from '#pages-config/schema/page.ts';
import type { DerivedFieldState } from '../../features/formModels/formModelsSelectors.ts';
import type { TableRow } from '../../features/formModels/formModelsSlice.ts';
import type { TextLookup } from '../../i18n/useText.ts';

/**
 * The summary rows of a step's table editors: one per saved row, named like the row ("vehicle 1"),
 * its shown cells as "label: value" in column order. Draft rows are not filed, so not shown.
 */
export function tableRowsSummary(
  step: Step,
  formType: FormType,
  rows: readonly TableRow[],
  configs: readonly ServerModelConfig[],
  derived: Readonly<Record<string, Readonly<Record<string, DerivedFieldState>>>>,
  t: TextLookup,
  /** How the summary shows an answer (ClaimSummaryBlock's displayValue). */
  displayValue: (field: FieldConfig, value: FieldValue, t: TextLookup) => string,
): { label: string; value: string }[] {
  return tableEditorBlocksOf([step]).flatMap(({ block }) => {
    const config = configs.find(
      (candidate) => candidate.metadata.formType === formType && candidate.metadata.dtoMapping === block.model,
    );
    const saved = rows.filter(
      (row) => row.metadata.formType === formType && row.metadata.dtoMapping === block.model && row.status === 'saved',
    );
    return saved.map((row, index) => {
      const cells = block.columns.flatMap((column) => {
        const field = config?.fields.find((candidate) => candidate.key === column.field);
        if (!field || derived[row.clientId]?.[column.field]?.visible !== true) return [];
        return [`${t(field.label)}: ${displayValue(field, row.fields[column.field] ?? null, t)}`];
      });
      const name = t(block.rowLabel, { 0: index + 1 });
      return { label: name.charAt(0).toLocaleUpperCase() + name.slice(1), value: cells.join('; ') };
    });
  });
}
