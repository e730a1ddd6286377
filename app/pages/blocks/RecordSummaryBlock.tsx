import { Link } from 'wouter';
import { DataSummary } from '#design-system/DataSummary/DataSummary.tsx';
import type { FieldConfig, FieldValue } from '#pages-config/schema/field.ts';
import { formDeadlineTextArguments } from '#pages-config/rules/deadlines.ts';
import { formTypes } from '#pages-config/schema/names.ts';
import type { FormType } from '#pages-config/schema/page.ts';
import type { RecordSummaryBlock } from '#pages-config/schema/recordSummary.ts';
import { selectIsAuthorized } from '../../features/authorization/authorizationSlice.ts';
import { selectModel, selectModelConfig } from '../../features/formModels/formModelsSelectors.ts';
import { selectActiveCulture } from '../../features/culture/cultureSlice.ts';
import { selectDeadlines } from '../../features/navigation/deadlineSelectors.ts';
import { selectSettlement } from '../../features/settlement/settlementSelectors.ts';
import { choicesOf } from '../../fields/options.ts';
import { answerKindOf, formatAnswer, type AnswerFormatter } from '../../i18n/formatAnswer.ts';
import { useAnswerFormatter } from '../../i18n/useAnswerFormatter.ts';
import { useText, type TextLookup } from '../../i18n/useText.ts';
import { useAppSelector } from '../../store.ts';
import { useLocalizedPath } from '../useLocalizedPath.ts';
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

/** The form types a member may file, as a ';'-separated field lists them. */
function formTypesIn(value: FieldValue | undefined): FormType[] {
  if (typeof value !== 'string') return [];
  return value
    .split(';')
    .map((part) => part.trim())
    .filter((part): part is FormType => (formTypes as readonly string[]).includes(part));
}

/**
 * Where a member without a claim goes next: a link to the start page of each form they may file,
 * its text naming that form's deadline ({formDeadlineLongDate} filled with the linked form's).
 */
function FileLinks({ links }: { links: NonNullable<RecordSummaryBlock['fileLinks']> & { formTypes: FormType[] } }) {
  const t = useText();
  const localize = useLocalizedPath();
  const deadlines = useAppSelector(selectDeadlines);
  const culture = useAppSelector(selectActiveCulture);
  const forms = useAppSelector(selectSettlement)?.forms ?? [];
  const items = links.formTypes.flatMap((formType) => {
    const text = links.texts[formType];
    const path = forms.find((form) => form.formType === formType)?.steps[0]?.path;
    // The linked form's deadline, not the one of the page shown (Lookup's).
    const deadline = deadlines && culture ? formDeadlineTextArguments(deadlines, formType, culture) : {};
    return text && path ? [{ formType, text: t(text, deadline), path }] : [];
  });
  if (items.length === 0) return null;
  return (
    <ul>
      {items.map((item) => (
        <li key={item.formType}>
          <Link href={localize(item.path)}>{item.text}</Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * Values the server prefilled at authorize, read-only (e.g. the member's record and claim status on
 * Lookup): nothing before the form type is authorized; empty fields left out; a value explained in
 * plain words under it where the block says how (a claim status: what it means, what comes next);
 * the block's empty text when every field is empty, with links to the forms the member may file.
 * Its headings take focus from script: Lookup moves focus to its outcome (StepPage).
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
    const explanation = block.explanations?.[key];
    const explained = explanation && typeof value === 'string' ? explanation.values[value] : undefined;
    return [
      { label: t(field.label), value: text },
      ...(explanation && explained ? [{ label: t(explanation.label), value: t(explained) }] : []),
    ];
  });
  const title = t(block.title);
  if (rows.length === 0 && block.emptyText) {
    return (
      <section aria-label={title}>
        <h2 tabIndex={-1}>{title}</h2>
        <p>{t(block.emptyText)}</p>
        {block.fileLinks ? (
          <FileLinks links={{ ...block.fileLinks, formTypes: formTypesIn(values[block.fileLinks.field]) }} />
        ) : null}
      </section>
    );
  }
  return <DataSummary sections={[{ id: `${block.model}-${block.title}`, title, rows }]} focusableHeadings />;
}
