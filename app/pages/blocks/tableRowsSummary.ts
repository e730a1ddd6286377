import type { DataSummaryCard } from '#design-system/DataSummary/DataSummary.tsx';
import type { ServerModelConfig } from '#pages-config/api/contract.ts';
import { tableEditorBlocksOf } from '#pages-config/rules/tableEditors.ts';
import type { FieldConfig, FieldValue } from '#pages-config/schema/field.ts';
import type { FormType, Step } from '#pages-config/schema/page.ts';
import type { DerivedFieldState } from '../../features/formModels/formModelsSelectors.ts';
import type { TableRow } from '../../features/formModels/formModelsSlice.ts';
import { tableRowNames } from '../../features/tableEditor/rowNames.ts';
import type { TextLookup } from '../../i18n/useText.ts';

/**
 * The summary cards of a step's table editors: one per saved row, headed by the row's name
 * ("Vehicle 1 (2019 Aurora)", numbered among the saved rows, as they are filed), its shown cells as
 * label and answer in column order. Draft rows are not filed, so not shown.
 */
export function tableRowsSummary(
  step: Step,
  formType: FormType,
  rows: readonly TableRow[],
  configs: readonly ServerModelConfig[],
  derived: Readonly<Record<string, Readonly<Record<string, DerivedFieldState>>>>,
  t: TextLookup,
  culture: string,
  /** How the summary shows an answer (ClaimSummaryBlock's displayValue). */
  displayValue: (field: FieldConfig, value: FieldValue, t: TextLookup) => string,
): DataSummaryCard[] {
  return tableEditorBlocksOf([step]).flatMap(({ block }) => {
    const config = configs.find(
      (candidate) => candidate.metadata.formType === formType && candidate.metadata.dtoMapping === block.model,
    );
    const saved = rows.filter(
      (row) => row.metadata.formType === formType && row.metadata.dtoMapping === block.model && row.status === 'saved',
    );
    const names = tableRowNames(block, saved, config, t, culture);
    return saved.map((row) => ({
      id: row.clientId,
      title: names.get(row.clientId)?.full ?? '',
      rows: block.columns.flatMap((column) => {
        const field = config?.fields.find((candidate) => candidate.key === column.field);
        if (!field || derived[row.clientId]?.[column.field]?.visible !== true) return [];
        return [{ label: t(field.label), value: displayValue(field, row.fields[column.field] ?? null, t) }];
      }),
    }));
  });
}
