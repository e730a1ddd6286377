import { formatFileSize } from '#design-system/FileInput/FileInput.tsx';
import type { ServerModelConfig } from '#pages-config/api/contract.ts';
import { documentTypeFieldOf, editorBlocksOf, fileFieldOf } from '#pages-config/rules/editors.ts';
import type { FormType, Step } from '#pages-config/schema/page.ts';
import type { FormModel } from '../../features/formModels/formModelsSlice.ts';
import { choicesOf } from '../../fields/options.ts';
import type { TextLookup } from '../../i18n/useText.ts';

/**
 * The summary rows of a step's documents editors: one per saved document, labelled with its type
 * ("Receipt or invoice"), its value the file's name and size. Drafts are not filed, so not shown.
 */
export function documentRecordsSummary(
  step: Step,
  formType: FormType,
  records: readonly FormModel[],
  configs: readonly ServerModelConfig[],
  t: TextLookup,
  locale: string,
): { label: string; value: string }[] {
  return editorBlocksOf([step]).flatMap(({ block }) => {
    const config = configs.find(
      (candidate) => candidate.metadata.formType === formType && candidate.metadata.dtoMapping === block.model,
    );
    const fileKey = fileFieldOf(block);
    const typeKey = documentTypeFieldOf(block);
    const typeConfig = config?.fields.find((field) => field.key === typeKey);
    const saved = records.filter(
      (record) => record.metadata.formType === formType && record.metadata.dtoMapping === block.model,
    );
    return saved.map((record) => {
      const type = typeKey ? record.fields[typeKey] : null;
      const typeLabel =
        typeConfig && typeof type === 'string'
          ? (choicesOf(typeConfig, t, locale).find((choice) => choice.value === type)?.label ?? type)
          : t('LocKey_Summary_Documents');
      const name = fileKey ? String(record.fields[fileKey] ?? '') : '';
      const size = fileKey ? Number(record.fields[`${fileKey}Size`]) : Number.NaN;
      return { label: typeLabel, value: Number.isFinite(size) ? `${name} (${formatFileSize(size, locale)})` : name };
    });
  });
}
