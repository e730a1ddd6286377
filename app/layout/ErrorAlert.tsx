import { Suspense, useState } from 'react';
import { ErrorBoundary } from '../ErrorBoundary.tsx';
import { errorCleared, selectErrorInfo } from '../features/errorInfo/errorInfoSlice.ts';
import { selectSettlement } from '../features/settlement/settlementSelectors.ts';
import { useText } from '../i18n/useText.ts';
import { lazyComponent } from '../lazyComponent.tsx';
import { useAppDispatch, useAppSelector } from '../store.ts';

// The alert's dialog (Radix Dialog with its focus trap and scroll lock, about 15 kB) is not needed
// until an alert shows (performance budgets): most visitors never see one. Its chunk loads with
// the first alert, or before, once the claimant has signed in (StepRoute), when the calls that may
// fail are many and the network that brought the page may since have gone.
const AlertModal = lazyComponent(async () => (await import('#design-system/AlertModal/AlertModal.tsx')).AlertModal);

/** Loads the alert's dialog ahead of its first alert. */
export const preloadErrorAlert = (): Promise<unknown> => AlertModal.preload();

/**
 * Spec §4, §8: the generic alert, shown when errorInfo.showError becomes true, with the stored
 * header (Alert by default) and message, and the administrator's email when the message asks the
 * claimant to get in touch; OK clears it.
 */
export function ErrorAlert() {
  const t = useText();
  const dispatch = useAppDispatch();
  const { showError, header, message, withContact } = useAppSelector(selectErrorInfo);
  const email = useAppSelector((state) => selectSettlement(state)?.claimsAdministrator.email);
  // Rendered from the first alert on, and kept: the dialog closes as Radix closes it.
  const [needed, setNeeded] = useState(showError);
  if (showError && !needed) setNeeded(true);
  if (!needed) return null;
  const text = (
    <>
      {message ? t(message) : null}
      {withContact && email ? (
        <>
          {' '}
          <a href={`mailto:${email}`}>{t('LocKey_Shared_ContactEmail', { email })}</a>
        </>
      ) : null}
    </>
  );
  return (
    // Should the dialog's chunk fail to load (the network gone), the message is still said.
    <ErrorBoundary fallback={showError ? <p role="alert">{text}</p> : null}>
      <Suspense fallback={null}>
        <AlertModal
          open={showError}
          title={t(header ?? 'LocKey_Shared_Alert_Title')}
          message={text}
          okLabel={t('LocKey_Shared_Ok')}
          onOk={() => dispatch(errorCleared())}
        />
      </Suspense>
    </ErrorBoundary>
  );
}
