import { DataSummary } from '#design-system/DataSummary/DataSummary.tsx';
import type { FieldConfig, FieldValue } from '#pages-config/schema/field.ts';
import { selectIsAuthorized } from '../../features/authorization/authorizationSlice.ts';
import { selectModel, selectModelConfig } from '../../features/formModels/formModelsSelectors.ts';
import { choicesOf } from '../../fields/options.ts';
import { answerKindOf, formatAnswer, type AnswerFormatter } from '../../i18n/formatAnswer.ts';
import { useAnswerFormatter } from '../../i18n/useAnswerFormatter.ts';
import { useText, type TextLookup } from '../../i18n/useText.ts';
import { useAppSelector } from '../../store.ts';
import type { BlockProps } from './blockProps.ts';

/**
 * A value as the claimant reads it: an option's label, each label of a ';'-separated list, or the
 * text, with dates, amounts and numbers written as the claimant's culture writes them.
 */
function readableValue(config: FieldConfig, value: string, t: TextLookup, intl: AnswerFormatter): string {
  if (!config.options && !config.optionList) return formatAnswer(value, answerKindOf(config), intl);
  const choices = choicesOf(config, t, intl.locale);
  return value
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => choices.find((choice) => choice.value === part)?.label ?? part)
    .join(', ');
}

function isShown(value: FieldValue | undefined): value is string | true {
  return value !== null && value !== undefined && value !== false && value !== '';
}

/**
 * Values the server prefilled at authorize, read-only (e.g. the member's record and claim status on
 * Lookup): nothing before the form type is authorized; empty fields left out; the block's empty
 * text when every field is empty.
 */
export function RecordSummaryBlock({ block, formType }: BlockProps<'recordSummary'>) {
  const t = useText();
  const intl = useAnswerFormatter();
  const authorized = useAppSelector((state) => selectIsAuthorized(state, formType));
  const config = useAppSelector((state) => selectModelConfig(state, formType, block.model));
  const values = useAppSelector((state) => selectModel(state, formType, block.model)?.fields);
  if (!authorized || !config || !values) return null;

  const rows = block.fields.flatMap((key) => {
    const field = config.fields.find((candidate) => candidate.key === key);
    const value = values[key];
    if (!field || !isShown(value)) return [];
    const text = value === true ? t('LocKey_Shared_Yes') : readableValue(field, value, t, intl);
    return [{ label: t(field.label), value: text }];
  });
  const title = t(block.title);
  if (rows.length === 0 && block.emptyText) {
    return (
      <section aria-label={title}>
        <h2>{title}</h2>
        <p>{t(block.emptyText)}</p>
      </section>
    );
  }
  return <DataSummary sections={[{ id: `${block.model}-${block.title}`, title, rows }]} />;
}
