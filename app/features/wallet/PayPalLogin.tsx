import { useEffect, useRef, useState } from 'react';
import { Button } from '#design-system/Button/Button.tsx';
import { FeedbackMessage } from '#design-system/FeedbackMessage/FeedbackMessage.tsx';
import { useGetPayPalVerificationQuery } from '../../api/claimkitApi.ts';
import { useText } from '../../i18n/useText.ts';
import { useAppDispatch, useAppSelector } from '../../store.ts';
import { selectActiveCulture } from '../culture/cultureSlice.ts';
import {
  payPalLoginConfirmed,
  payPalLoginEnded,
  payPalLoginStarted,
  selectPayPalLoginPending,
  selectPayPalSettings,
} from './walletSlice.ts';

// How often the claimant's tab asks whether the login window finished, and for how long.
const pollMilliseconds = 1500;
const giveUpMilliseconds = 10 * 60_000;

/**
 * "Log in with PayPal" (spec §3 wallet verification): opens the server's login URL in a window
 * of its own, so the answers in this tab stay where they are, then asks the server until the
 * login is confirmed. The window cannot report back itself: PayPal's pages cut the link between
 * the two windows. Shows the confirmed account, and the spec's message after a non-matching
 * election (invalidPayPalVerification).
 */
export function PayPalLogin() {
  const t = useText();
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectPayPalSettings);
  const pending = useAppSelector(selectPayPalLoginPending);
  const culture = useAppSelector(selectActiveCulture);
  const { data: verification } = useGetPayPalVerificationQuery(undefined, {
    skip: !settings.enabled,
    pollingInterval: pending ? pollMilliseconds : 0,
  });
  const [blocked, setBlocked] = useState(false);
  // The login this tab knew of when the window opened: only a newer one ends the wait.
  const knownLogin = useRef<string | null>(null);

  useEffect(() => {
    if (pending && verification?.verified && verification.expiresAt !== knownLogin.current) {
      dispatch(payPalLoginConfirmed());
    }
  }, [pending, verification, dispatch]);

  useEffect(() => {
    if (!pending) return undefined;
    const timer = setTimeout(() => dispatch(payPalLoginEnded()), giveUpMilliseconds);
    return () => clearTimeout(timer);
  }, [pending, dispatch]);

  if (!settings.enabled || !settings.loginUrl) return null;

  const open = () => {
    const url = `${settings.loginUrl}?${new URLSearchParams({ culture: culture ?? '' }).toString()}`;
    const loginWindow = globalThis.open(url, 'paypal-login', 'popup,width=480,height=680');
    setBlocked(loginWindow === null);
    if (loginWindow === null) return;
    knownLogin.current = verification?.verified ? verification.expiresAt : null;
    dispatch(payPalLoginStarted());
  };

  return (
    <div data-testid="paypal-login">
      <p>{t('LocKey_Payment_PayPal_LoginHint')}</p>
      <Button label={t('LocKey_Payment_PayPal_Login')} variant="outlinePrimary" onClick={open} />
      {blocked ? (
        <FeedbackMessage variant="warning" announce="assertive">
          {t('LocKey_Payment_PayPal_PopupBlocked')}
        </FeedbackMessage>
      ) : null}
      {pending ? <FeedbackMessage announce="polite">{t('LocKey_Payment_PayPal_Waiting')}</FeedbackMessage> : null}
      {!pending && verification?.verified ? (
        <FeedbackMessage variant="success" announce="polite">
          {t('LocKey_Payment_PayPal_Verified', { email: verification.email ?? '' })}
        </FeedbackMessage>
      ) : null}
      {settings.invalidPayPalVerification ? (
        <FeedbackMessage variant="warning">{t('LocKey_Payment_PayPal_NotVerified')}</FeedbackMessage>
      ) : null}
    </div>
  );
}
