import { useMemo } from 'react';
import { DataSummary, type DataSummarySection } from '#design-system/DataSummary/DataSummary.tsx';
import { fieldReferencesOf, includedSteps } from '#pages-config/rules/steps.ts';
import type { FieldConfig, FieldValue } from '#pages-config/schema/field.ts';
import { selectActiveCulture } from '../../features/culture/cultureSlice.ts';
import { selectDerivedFields } from '../../features/formModels/formModelsSelectors.ts';
import { fieldConfigsOf, otherModelsOf } from '../../features/formModels/formModelsSlice.ts';
import { selectFormSteps } from '../../features/settlement/settlementSelectors.ts';
import { choicesOf } from '../../fields/options.ts';
import { answerKindOf, formatAnswer, type AnswerFormatter } from '../../i18n/formatAnswer.ts';
import { useAnswerFormatter } from '../../i18n/useAnswerFormatter.ts';
import { useText, type TextLookup } from '../../i18n/useText.ts';
import { useAppSelector } from '../../store.ts';
import { useLocalizedPath } from '../useLocalizedPath.ts';
import type { BlockProps } from './blockProps.ts';
import { returnToParameter, returnToSummary } from '../../features/navigation/returnToParameter.ts';
import { useNavigate } from '../../features/navigation/router.ts';
import { documentRecordsSummary } from './documentRecordsSummary.ts';
import { tableRowsSummary } from './tableRowsSummary.ts';

/** What formats dates, amounts and numbers in the claimant's culture, and the field's component if known. */
export interface AnswerFormat {
  intl: AnswerFormatter;
  component?: string;
}

/**
 * An answer as the claimant reads it: Yes/No, an option's label, a state's name, "Not provided",
 * or, given the culture's formatters, a date, amount or number written as the culture writes it.
 */
export function displayValue(config: FieldConfig, value: FieldValue, t: TextLookup, format?: AnswerFormat): string {
  if (value === null || value === '') return t('LocKey_Shared_NotProvided');
  if (typeof value === 'boolean') return t(value ? 'LocKey_Shared_Yes' : 'LocKey_Shared_No');
  if (config.options || config.optionList)
    return choicesOf(config, t, format?.intl.locale ?? 'en').find((choice) => choice.value === value)?.label ?? value;
  return format ? formatAnswer(value, answerKindOf(config, format.component), format.intl) : value;
}

/**
 * Every answer of the earlier steps, by step, each section with an Edit link back to its step.
 * The authorize step is left out: its credentials are not answers and cannot be changed here; so
 * are the steps the answers skip (spec §2), whose values are not filed, and the fields that repeat
 * another (a `matchesField` rule: "Confirm email").
 */
export function ClaimSummaryBlock({ formType, step }: BlockProps<'claimSummary'>) {
  const t = useText();
  const intl = useAnswerFormatter();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const steps = useAppSelector((state) => selectFormSteps(state, formType));
  const configs = useAppSelector((state) => state.formModels.configs);
  const models = useAppSelector((state) => state.formModels.saved);
  const derived = useAppSelector(selectDerivedFields);
  const tableRows = useAppSelector((state) => state.formModels.tableRows);
  const records = useAppSelector((state) => state.records.saved);
  const locale = useAppSelector(selectActiveCulture) ?? 'en';

  const sections = useMemo(() => {
    const earlier = steps.slice(
      0,
      Math.max(
        0,
        steps.findIndex((candidate) => candidate.id === step.id),
      ),
    );
    return includedSteps(earlier, otherModelsOf(models, formType)).flatMap((earlierStep): DataSummarySection[] => {
      if (earlierStep.authorize) return [];
      const rows = fieldReferencesOf(earlierStep).flatMap((reference) => {
        const model = models.find(
          (candidate) => candidate.metadata.formType === formType && candidate.metadata.dtoMapping === reference.model,
        );
        const config = model
          ? fieldConfigsOf(configs, model).find((field) => field.key === reference.field)
          : undefined;
        if (!model || !config || derived[model.clientId]?.[reference.field]?.visible !== true) return [];
        // A field that must match another (confirm email) is the same answer again.
        if (config.validations.some((rule) => rule.type === 'matchesField')) return [];
        return [
          {
            label: t(config.label),
            value: displayValue(config, model.fields[reference.field] ?? null, t, {
              intl,
              component: reference.component,
            }),
          },
        ];
      });
      // Each vehicle a card of its own: its answers read as a list, not run together in one line.
      const cards = tableRowsSummary(
        earlierStep,
        formType,
        tableRows,
        configs,
        derived,
        t,
        locale,
        (field, value, lookup) => displayValue(field, value, lookup, { intl }),
      );
      rows.push(...documentRecordsSummary(earlierStep, formType, records, configs, t, locale));
      if (rows.length === 0 && cards.length === 0) return [];
      // Next on the step opened from here leads back here (returnToSummary.ts).
      const href = localize(`${earlierStep.path}?${returnToParameter}=${returnToSummary}`);
      return [
        {
          id: earlierStep.id,
          title: t(earlierStep.title),
          rows,
          cards,
          edit: { label: t('LocKey_Shared_Edit'), href, onSelect: () => navigate(href) },
        },
      ];
    });
  }, [steps, step.id, models, tableRows, records, locale, configs, derived, formType, t, intl, localize, navigate]);

  return <DataSummary sections={sections} />;
}
