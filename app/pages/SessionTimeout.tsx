import { Suspense, useState } from 'react';
import type { FormType } from '#pages-config/schema/page.ts';
import { selectActiveCulture } from '../features/culture/cultureSlice.ts';
import { sessionExpiredPath } from '../features/navigation/paths.ts';
import { useNavigate } from '../features/navigation/router.ts';
import { sessionKeptAlive, sessionTimedOut } from '../features/session/sessionThunks.ts';
import { useInactivityTimer } from '../features/session/useInactivityTimer.ts';
import { useText } from '../i18n/useText.ts';
import { lazyComponent } from '../lazyComponent.tsx';
import { useAppDispatch, useAppSelector } from '../store.ts';

// The warning's dialog is not needed until the warning shows, in the last minute of a session
// (performance budgets): its chunk loads then, or before with the alert's, which shares its dialog,
// once the claimant has signed in (StepRoute).
const SessionTimeoutModal = lazyComponent(
  async () => (await import('#design-system/SessionTimeoutModal/SessionTimeoutModal.tsx')).SessionTimeoutModal,
);

/** Loads the warning's dialog ahead of its first warning. */
export const preloadSessionTimeout = (): Promise<unknown> => SessionTimeoutModal.preload();

export interface SessionTimeoutProps {
  formType: FormType;
  /** The step's `enableTimeout` (spec §2): false exempts the page. */
  enabled: boolean;
}

/**
 * The session timeout of a step page (spec §4): the warning with its countdown in the last minute,
 * Continue, and on expiry the models reinitialised, the server session logged out, and the
 * claimant on /session-expired with form and culture (spec §2).
 */
export function SessionTimeout({ formType, enabled }: SessionTimeoutProps) {
  const t = useText();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const culture = useAppSelector(selectActiveCulture);
  const { secondsRemaining, extend } = useInactivityTimer({
    enabled,
    keepAlive: () => dispatch(sessionKeptAlive()),
    onExpired: () => {
      dispatch(sessionTimedOut());
      navigate(sessionExpiredPath(formType, culture), { replace: true });
    },
  });
  // Rendered from the first warning on, and kept: the dialog closes as Radix closes it.
  const warning = secondsRemaining !== null;
  const [needed, setNeeded] = useState(warning);
  if (warning && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <SessionTimeoutModal
        open={secondsRemaining !== null}
        secondsRemaining={secondsRemaining ?? 0}
        title={t('LocKey_SessionTimeout_Title')}
        message={t('LocKey_SessionTimeout_Message')}
        continueLabel={t('LocKey_SessionTimeout_Continue')}
        onContinue={extend}
      />
    </Suspense>
  );
}
