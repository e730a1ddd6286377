import { Navigate } from 'react-router';
import type { FormType, Step } from '#pages-config/schema/page.ts';
import { selectIsAuthorized } from '../features/authorization/authorizationSlice.ts';
import { selectActiveCulture } from '../features/culture/cultureSlice.ts';
import { sessionExpiredPath } from '../features/navigation/paths.ts';
import { useAppSelector } from '../store.ts';
import { StepPage } from './StepPage.tsx';
import { SessionTimeout } from './SessionTimeout.tsx';
import { useDeadlineRedirect } from './useDeadlineRedirect.ts';

export interface StepRouteProps {
  formType: FormType;
  step: Step;
}

/**
 * A step's route: every step but the authorize step needs the form type authorized, else the
 * claimant goes to /session-expired with form and culture (spec §2).
 */
export function StepRoute({ formType, step }: StepRouteProps) {
  const authorized = useAppSelector((state) => selectIsAuthorized(state, formType));
  const culture = useAppSelector(selectActiveCulture);
  useDeadlineRedirect(formType);
  if (!step.authorize && !authorized) return <Navigate replace to={sessionExpiredPath(formType, culture)} />;
  return (
    <>
      <StepPage key={step.id} formType={formType} step={step} />
      <SessionTimeout formType={formType} enabled={step.enableTimeout} />
    </>
  );
}
