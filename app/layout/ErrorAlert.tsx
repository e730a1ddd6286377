import { Suspense } from 'react';
import { errorCleared, selectErrorInfo } from '../features/errorInfo/errorInfoSlice.ts';
import { selectSettlement } from '../features/settlement/settlementSelectors.ts';
import { useText } from '../i18n/useText.ts';
import { lazyComponent } from '../lazyComponent.tsx';
import { useAppDispatch, useAppSelector } from '../store.ts';

// The alert's dialog is not needed at first paint: its chunk loads after the page (performance budgets).
const AlertModal = lazyComponent(async () => (await import('#design-system/AlertModal/AlertModal.tsx')).AlertModal);

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
  return (
    <Suspense fallback={null}>
      <AlertModal
        open={showError}
        title={t(header ?? 'LocKey_Shared_Alert_Title')}
        message={
          <>
            {message ? t(message) : null}
            {withContact && email ? (
              <>
                {' '}
                <a href={`mailto:${email}`}>{t('LocKey_Shared_ContactEmail', { email })}</a>
              </>
            ) : null}
          </>
        }
        okLabel={t('LocKey_Shared_Ok')}
        onOk={() => dispatch(errorCleared())}
      />
    </Suspense>
  );
}
