import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { useSearchParams } from 'wouter';
import { Button } from '#design-system/Button/Button.tsx';
import { ButtonRow } from '#design-system/ButtonRow/ButtonRow.tsx';
import { ErrorSummary, type ErrorSummaryItem } from '#design-system/ErrorSummary/ErrorSummary.tsx';
import { FeedbackMessage } from '#design-system/FeedbackMessage/FeedbackMessage.tsx';
import { HoneypotField } from '#design-system/HoneypotField/HoneypotField.tsx';
import { honeypotFieldName } from '#pages-config/api/honeypot.ts';
import { formatRuleMessage } from '#pages-config/rules/message.ts';
import { stepShowingField } from '#pages-config/rules/steps.ts';
import type { FormType, Step } from '#pages-config/schema/page.ts';
import { selectAuthorizationError } from '../features/authorization/authorizationSlice.ts';
import { selectIsCaptchaRunning } from '../features/captcha/captchaSlice.ts';
import { honeypotChanged, selectSignatureErrors, selectSubmissionError } from '../features/client/clientSlice.ts';
import { selectContent } from '../features/culture/cultureSlice.ts';
import { selectDerivedFields, selectFieldConfig } from '../features/formModels/formModelsSelectors.ts';
import { fieldConfigsOf } from '../features/formModels/formModelsSlice.ts';
import {
  pageEntered,
  selectBackPath,
  selectIsNavigating,
  selectNextPath,
} from '../features/navigation/navigationSlice.ts';
import { returnToParameter, returnToSummary } from '../features/navigation/returnToParameter.ts';
import { useNavigate } from '../features/navigation/router.ts';
import { selectFormSteps, selectSettlement } from '../features/settlement/settlementSelectors.ts';
import {
  loadSignedInSteps,
  nextRequested,
  type FieldLocation,
  type NextOutcome,
} from '../features/steps/stepThunks.ts';
import { fieldIdOf } from '../fields/useFieldBinding.ts';
import { useText } from '../i18n/useText.ts';
import { focusAndReveal, scrollToTop } from '../layout/scrollToTop.ts';
import { useAppDispatch, useAppSelector, type RootState } from '../store.ts';
import { BlockView } from './blocks/BlockView.tsx';
import { loadStepChunks } from './blocks/stepChunks.ts';
import { editorIdOfPart, signatureInputId } from './blocks/blockIds.ts';
import { useDocumentTitle } from './useDocumentTitle.ts';
import { useLocalizedPath } from './useLocalizedPath.ts';
import { linkedEmail } from './linkedEmail.tsx';

export interface StepPageProps {
  formType: FormType;
  step: Step;
}

/** A problem the error summary lists: where it is, and its message when Next failed. */
interface SummaryEntry {
  targetId: string;
  location: FieldLocation | null;
  labelKey: string | null;
  /** The content keys of the messages the field's own config gives its rules ("Enter your first name"). */
  ownMessageKeys: readonly string[];
  messageAtFailure: string;
  /** An editor's message: kept as it was at the failure (the editor itself shows it live). */
  fixed?: boolean;
}

/**
 * The error summary's entries for this step's own fields. The list is fixed when Next fails and
 * changes only at the next attempt: a summary that shrank as fields were corrected would move the
 * Next button between mousedown and mouseup and swallow the click. The texts stay live (language,
 * current first error).
 */
function useStepErrorSummary(formType: FormType) {
  const t = useText();
  const store = useStore<RootState>();
  const derived = useAppSelector(selectDerivedFields);
  const signatureErrors = useAppSelector(selectSignatureErrors);
  const [entries, setEntries] = useState<SummaryEntry[]>([]);

  const capture = (outcome: Extract<NextOutcome, { kind: 'invalid' }>) => {
    const state = store.getState();
    const derivedNow = selectDerivedFields(state);
    const captured = outcome.fields.flatMap((location): SummaryEntry[] => {
      // A field of the form's saved models, or of a table row (whose input id names the row).
      const row = state.formModels.tableRows.find((candidate) => candidate.clientId === location.clientId);
      const model = row ?? state.formModels.saved.find((candidate) => candidate.clientId === location.clientId);
      if (!model) return [];
      const config = selectFieldConfig(state, formType, model.metadata.dtoMapping, location.key);
      return [
        {
          targetId: fieldIdOf(model.metadata.dtoMapping, location.key, row?.clientId),
          location,
          labelKey: config?.label ?? null,
          ownMessageKeys: config?.validations?.flatMap((rule) => (rule.message ? [rule.message] : [])) ?? [],
          messageAtFailure: derivedNow[location.clientId]?.[location.key]?.errors[0] ?? '',
        },
      ];
    });
    for (const editor of outcome.editors) {
      captured.push({
        targetId: `${editorIdOfPart(editor.part)}-title`,
        location: null,
        labelKey: null,
        ownMessageKeys: [],
        messageAtFailure: formatRuleMessage(selectContent(state), editor.message),
        fixed: true,
      });
    }
    if (outcome.signatureInvalid) {
      captured.push({
        targetId: signatureInputId,
        location: null,
        labelKey: null,
        ownMessageKeys: [],
        messageAtFailure: selectSignatureErrors(state)[0] ?? '',
      });
    }
    setEntries(captured);
  };

  const items: ErrorSummaryItem[] = entries.map((entry) => {
    const live = entry.fixed
      ? undefined
      : entry.location
        ? derived[entry.location.clientId]?.[entry.location.key]?.errors[0]
        : signatureErrors[0];
    const message = live ?? entry.messageAtFailure;
    // A message the settlement wrote for the field names it ("Enter your first name"), as the GOV.UK
    // summary's do; a shared one ("Value is required") is told apart by the field's label.
    const named = entry.ownMessageKeys.some((key) => t(key) === message);
    const text = entry.labelKey && !named ? `${t(entry.labelKey)}: ${message}` : message;
    return {
      targetId: entry.targetId,
      // A table row's field is named by its row: the summary lists the rows' fields together.
      message: entry.location?.rowName
        ? t('LocKey_Shared_TableRow_Error', { 0: entry.location.rowName, 1: text })
        : text,
    };
  });
  return { items, capture, clear: () => setEntries([]) };
}

/** The server's field messages after a rejected submission, each linking to the step that shows the field. */
function useServerFieldErrors(formType: FormType, enabled: boolean): ErrorSummaryItem[] {
  const t = useText();
  const localize = useLocalizedPath();
  const serverErrors = useAppSelector((state) => state.formModels.serverErrors);
  const models = useAppSelector((state) => state.formModels.saved);
  const configs = useAppSelector((state) => state.formModels.configs);
  const steps = useAppSelector((state) => selectFormSteps(state, formType));
  return useMemo(() => {
    if (!enabled) return [];
    return models.flatMap((model) =>
      Object.entries(serverErrors[model.clientId] ?? {}).flatMap(([key, messages]) => {
        const config = fieldConfigsOf(configs, model).find((field) => field.key === key);
        const target = stepShowingField(steps, model.metadata.dtoMapping, key);
        const message = messages[0];
        if (!message) return [];
        return [
          {
            message: config ? `${t(config.label)}: ${message}` : message,
            href: target ? `${localize(target.path)}#${fieldIdOf(model.metadata.dtoMapping, key)}` : undefined,
          },
        ];
      }),
    );
  }, [enabled, models, serverErrors, configs, steps, t, localize]);
}

/**
 * A step of a flow, rendered from its page config's blocks, with Back and Next (Submit on the
 * submit step). A failed Next shows the error summary and moves focus to it.
 */
export function StepPage({ formType, step }: StepPageProps) {
  const t = useText();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const store = useStore<RootState>();
  const [searchParams] = useSearchParams();
  // Opened from the summary's Edit link: Next returns there (see returnToSummary.ts).
  const returning = searchParams.get(returnToParameter) === returnToSummary && !step.submit;
  const localize = useLocalizedPath();
  const nextPath = useAppSelector((state) => selectNextPath(state, formType, step.path));
  const isNavigating = useAppSelector(selectIsNavigating);
  const isCaptchaRunning = useAppSelector(selectIsCaptchaRunning);
  const authorizationError = useAppSelector(selectAuthorizationError);
  const submissionError = useAppSelector(selectSubmissionError);
  const administratorEmail = useAppSelector((state) => selectSettlement(state)?.claimsAdministrator.email);
  const stepErrors = useStepErrorSummary(formType);
  const serverFieldErrors = useServerFieldErrors(formType, Boolean(step.submit));
  // No way back over a filed claim: the page after the submit step has no Back.
  const backPath = useAppSelector((state) => {
    const back = selectBackPath(state, formType, step.path);
    const previous = selectFormSteps(state, formType).find((candidate) => candidate.path === back);
    return previous && !previous.submit ? back : null;
  });
  const [attempt, setAttempt] = useState(0);
  // Lookup's answer shows on the same page: focus goes to it (WCAG 4.1.3: the outcome is read out,
  // and on a phone it comes into view under the form).
  const [shownAnswers, setShownAnswers] = useState(0);
  useEffect(() => {
    // The first heading shown with the answer (record summaries' headings take focus).
    const heading = document.querySelector<HTMLElement>('main h2[tabindex="-1"]');
    if (shownAnswers > 0 && heading) focusAndReveal(heading);
  }, [shownAnswers]);
  const honeypot = useRef<HTMLInputElement>(null);
  // An authorize step has its button even when no step follows (a one-page flow such as Lookup).
  const showNext = Boolean(nextPath) || Boolean(step.authorize);

  const serverError = step.authorize ? authorizationError : step.submit ? submissionError : null;
  // A refusal from the server came after the step passed its own checks: the entries of an earlier
  // failed attempt are stale, and go in the same render that shows it (not one later, which would
  // pull the step drawn afresh under the summary up again).
  const summaryItems = serverError ? serverFieldErrors : [...stepErrors.items, ...serverFieldErrors];
  const showSummary = summaryItems.length > 0 || Boolean(serverError);

  // While the error summary shows, the tab's title starts "Error:", the first thing a screen
  // reader says of the page (GOV.UK's pattern).
  useDocumentTitle(showSummary ? `${t('LocKey_Shared_ErrorTitlePrefix')} ${t(step.title)}` : t(step.title));
  useEffect(() => {
    dispatch(pageEntered(step.path));
  }, [dispatch, step.path]);

  const handleNext = async () => {
    // To the top as Next is pressed, while the step is checked and saved, rather than once the
    // next step has replaced this one: the footer, in view under Next, would otherwise jump as the
    // page changes (a layout shift late after the tap). Every outcome shows at the top anyway: the
    // next step, or the error summary.
    scrollToTop();
    // A script may set the trap's value without typing (no change event): read it as sent.
    const trapped = honeypot.current?.value;
    if (trapped) dispatch(honeypotChanged(trapped));
    const outcome = await dispatch(nextRequested(formType, step.id));
    if (outcome.kind === 'navigate') {
      // Opened from the summary, so signed in: its chunk is in.
      const target = returning
        ? (await loadSignedInSteps()).selectReturnTarget(store.getState(), formType, step.path, outcome.to)
        : outcome.to;
      // The step shows whole, with no spinner: Next stays busy until its chunks are in. Past the
      // start page they are in already; from the start page they start loading as the sign-in
      // succeeds (StepRoute), while the saved draft is put back.
      const reached = selectFormSteps(store.getState(), formType).find((candidate) => candidate.path === target);
      if (reached) await loadStepChunks(reached).catch(() => {});
      navigate(localize(target));
      return;
    }
    if (outcome.kind === 'invalid') stepErrors.capture(outcome);
    else stepErrors.clear();
    if (outcome.kind === 'shown') setShownAnswers((count) => count + 1);
    setAttempt((count) => count + 1);
  };

  return (
    <>
      {showSummary ? (
        <ErrorSummary
          title={t('LocKey_Shared_ErrorSummary_Title')}
          description={
            serverError ? (
              <>
                {linkedEmail(serverError, administratorEmail)}
                {step.submit && administratorEmail && !serverError.includes(administratorEmail) ? (
                  <>
                    {' '}
                    <a href={`mailto:${administratorEmail}`}>
                      {t('LocKey_Shared_ContactEmail', { email: administratorEmail })}
                    </a>
                  </>
                ) : null}
              </>
            ) : undefined
          }
          errors={summaryItems}
          focusKey={attempt}
          onSelect={(item) => {
            if (item.href) navigate(item.href);
          }}
        />
      ) : null}
      {/* The server's refusal comes back as its next page would, GOV.UK's way: the summary over the
          step drawn afresh, not the step the claimant left pushed down by it a second or more
          after the tap (a late layout shift). The answers are in the store: nothing typed is lost. */}
      <Fragment key={serverError ?? ''}>
        {step.blocks.map((block, index) => (
          <BlockView key={`${step.id}-${index}`} block={block} formType={formType} step={step} />
        ))}
        {step.authorize || step.submit ? (
          <HoneypotField
            ref={honeypot}
            name={honeypotFieldName}
            label="Website"
            onChange={(value) => dispatch(honeypotChanged(value))}
          />
        ) : null}
        {step.authorize ? (
          // Sign-in runs in the page's script: without it, say so rather than offer a dead button.
          // In the server's page only: a browser running script never shows what <noscript> holds.
          <noscript>
            {import.meta.env.SSR ? (
              <FeedbackMessage variant="warning">{t('LocKey_Shared_JavaScriptRequired')}</FeedbackMessage>
            ) : null}
          </noscript>
        ) : null}
        {showNext || backPath ? (
          <ButtonRow>
            {showNext ? (
              // The form's submit button: Enter in a one-line field presses it, as in any web form
              // (the browser's own submission is stopped by the Layout's form). Busy while its work
              // runs, so a second Enter does nothing.
              <Button
                type="submit"
                label={t(
                  step.submit ? (step.submitLabel ?? 'LocKey_Shared_Submit') : (step.nextLabel ?? 'LocKey_Shared_Next'),
                )}
                variant="primary"
                onClick={handleNext}
                isNavigating={isNavigating}
                isCaptchaRunning={isCaptchaRunning}
                blurFocusedFieldFirst
              />
            ) : null}
            {backPath ? (
              <Button
                label={t('LocKey_Shared_Back')}
                variant="link"
                onClick={() => navigate(localize(backPath))}
                disabled={isNavigating}
                isCaptchaRunning={isCaptchaRunning}
                blurFocusedFieldFirst
              />
            ) : null}
          </ButtonRow>
        ) : null}
      </Fragment>
    </>
  );
}
