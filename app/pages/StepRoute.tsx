import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import type { FormType, Step } from '#pages-config/schema/page.ts';
import { useGetDeadlinesQuery } from '../api/claimkitApi.ts';
import { selectIsAuthorized } from '../features/authorization/authorizationSlice.ts';
import { selectActiveCulture } from '../features/culture/cultureSlice.ts';
import { deadlineRedirectTarget } from '../features/navigation/deadlines.ts';
import { sessionExpiredPath } from '../features/navigation/paths.ts';
import { useAppSelector } from '../store.ts';
import { StepPage } from './StepPage.tsx';
import { useLocalizedPath } from './useLocalizedPath.ts';

/** Spec §4: after a relevant deadline, leave for its target (a full page load when it is another site). */
function useDeadlineRedirect(formType: FormType): void {
  const { data: deadlines } = useGetDeadlinesQuery();
  const culture = useAppSelector(selectActiveCulture);
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  useEffect(() => {
    if (!deadlines) return;
    const target = deadlineRedirectTarget(deadlines, formType, culture, new Date());
    if (!target) return;
    const url = new URL(target, window.location.origin);
    if (url.origin !== window.location.origin) window.location.assign(url.href);
    else navigate(localize(`${url.pathname}${url.search}`), { replace: true });
  }, [deadlines, formType, culture, navigate, localize]);
}

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
  return <StepPage key={step.id} formType={formType} step={step} />;
}
