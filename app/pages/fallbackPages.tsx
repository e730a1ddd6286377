import { useSearchParams } from 'wouter';
import { formTypeSegments } from '#pages-config/schema/names.ts';
import { selectFormSteps } from '../features/settlement/settlementSelectors.ts';
import { useAppSelector } from '../store.ts';
import { FallbackPage } from './FallbackPage.tsx';

export function NotFoundPage() {
  return <FallbackPage title="LocKey_NotFound_Title" body={['LocKey_NotFound_Body']} />;
}

export function ErrorPage() {
  return <FallbackPage title="LocKey_Error_Title" body={['LocKey_Error_Body']} />;
}

export function DeadlinePage() {
  // The dates come from GET /api/deadlines as content arguments (spec §9).
  return <FallbackPage title="LocKey_Deadline_Title" body={['LocKey_Deadline_Body', 'LocKey_Deadline_Dates']} />;
}

/** Session expired (spec §2: query form and culture); "Start again" leads to that form's first page. */
export function SessionExpiredPage() {
  const [params] = useSearchParams();
  const segment = params.get('form');
  const formType =
    (Object.keys(formTypeSegments) as (keyof typeof formTypeSegments)[]).find(
      (type) => formTypeSegments[type] === segment,
    ) ?? 'Standard';
  const startPath = useAppSelector((state) => selectFormSteps(state, formType)[0]?.path ?? '/');
  return (
    <FallbackPage title="LocKey_SessionExpired_Title" body={['LocKey_SessionExpired_Body']} startPath={startPath} />
  );
}
