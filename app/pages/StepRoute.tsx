import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { Spinner } from '#design-system/Spinner/Spinner.tsx';
import type { FormType, Step } from '#pages-config/schema/page.ts';
import { selectIsAuthorized } from '../features/authorization/authorizationSlice.ts';
import { selectActiveCulture } from '../features/culture/cultureSlice.ts';
import { navigationRequested, selectIsFlowReady } from '../features/navigation/navigationSlice.ts';
import { sessionExpiredPath } from '../features/navigation/paths.ts';
import { selectFormSteps } from '../features/settlement/settlementSelectors.ts';
import { useText } from '../i18n/useText.ts';
import { useAppDispatch, useAppSelector } from '../store.ts';
import { StepPage } from './StepPage.tsx';
import { SessionTimeout } from './SessionTimeout.tsx';
import { useDeadlineRedirect } from './useDeadlineRedirect.ts';

export interface StepRouteProps {
  formType: FormType;
  step: Step;
}

/** Builds the form type's flow (its page nodes) when another one, or none, is active. */
function useFlow(formType: FormType): boolean {
  const dispatch = useAppDispatch();
  const steps = useAppSelector((state) => selectFormSteps(state, formType));
  const ready = useAppSelector((state) => selectIsFlowReady(state, formType));
  useEffect(() => {
    if (!ready) dispatch(navigationRequested(formType, steps));
  }, [ready, formType, steps, dispatch]);
  return ready;
}

/**
 * A step's route: every step but the authorize step needs the form type authorized, else the
 * claimant goes to /session-expired with form and culture (spec §2). The page shows once its
 * flow is built; until then the spinner is the loading fallback (spec §2).
 */
export function StepRoute({ formType, step }: StepRouteProps) {
  const t = useText();
  const authorized = useAppSelector((state) => selectIsAuthorized(state, formType));
  const culture = useAppSelector(selectActiveCulture);
  const flowReady = useFlow(formType);
  useDeadlineRedirect(formType);
  if (!step.authorize && !authorized) return <Navigate replace to={sessionExpiredPath(formType, culture)} />;
  if (!flowReady) return <Spinner label={t('LocKey_Shared_Loading')} />;
  return (
    <>
      <StepPage key={step.id} formType={formType} step={step} />
      <SessionTimeout formType={formType} enabled={step.enableTimeout} />
    </>
  );
}
