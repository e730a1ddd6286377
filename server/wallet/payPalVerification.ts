import type { FieldValue } from '#pages-config/schema/field.ts';
import type { PayPalSessionData } from '../sessions/sessionStore.ts';
import type { PayPalSettings } from './payPalSettings.ts';

/** How PayPal addresses compare: case and surrounding spaces do not make another account. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The session's PayPal login if it still counts at `now`, else null. */
export function currentPayPalLogin(
  settings: PayPalSettings,
  login: PayPalSessionData | undefined,
  now: Date,
): { emails: string[]; expiresAt: Date } | null {
  if (!login?.verifiedEmails?.length || !login.verifiedAt) return null;
  const expiresAt = new Date(new Date(login.verifiedAt).getTime() + settings.authCodeExpirationMinutes * 60_000);
  return expiresAt > now ? { emails: login.verifiedEmails, expiresAt } : null;
}

/**
 * Spec §3: whether a submission's PayPal election must be refused (nonMatchingPaymentElection):
 * verification is on, the claimant elected PayPal (the email field holds a value; it is dropped
 * while another method hides it), and no current PayPal login of this session has that address.
 */
export function isNonMatchingPayPalElection(
  settings: PayPalSettings,
  paymentElection: Readonly<Record<string, FieldValue>> | undefined,
  login: PayPalSessionData | undefined,
  now: Date,
): boolean {
  if (!settings.enabled) return false;
  const elected = paymentElection?.[settings.emailField];
  if (typeof elected !== 'string' || elected.trim() === '') return false;
  const current = currentPayPalLogin(settings, login, now);
  return !current?.emails.some((email) => normaliseEmail(email) === normaliseEmail(elected));
}
