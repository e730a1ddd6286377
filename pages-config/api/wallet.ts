/**
 * The online wallet calls (spec §3, §7): GET /api/banking/paypal-settings, and what the client
 * asks after "Log in with PayPal" (GET /api/banking/paypal-verification, beyond §7, which leaves
 * open how the client learns the login finished).
 */
import { z } from 'zod';

/** Spec §3 payPalSettings, as the server sends it. */
export const payPalSettingsResponse = z.object({
  /** The PayPal app's client id; null while verification is off. */
  clientId: z.string().nullable(),
  /** Whether a PayPal payment election needs a PayPal login first. */
  enabled: z.boolean(),
  /** Where "Log in with PayPal" opens: the server's start of PayPal's authorization-code flow. */
  loginUrl: z.string().nullable(),
  /** Minutes a PayPal login counts for after it succeeds. */
  authCodeExpiration: z.number().int().positive(),
  /** The PaymentElection field holding the PayPal email: "Log in with PayPal" shows with it. */
  emailField: z.string(),
});
export type PayPalSettingsResponse = z.infer<typeof payPalSettingsResponse>;

/** Whether this session holds a PayPal login that still counts, and for which account. */
export const payPalVerificationResponse = z.object({
  verified: z.boolean(),
  /** The PayPal account's email address, as PayPal confirmed it. */
  email: z.string().nullable(),
  /** ISO 8601 instant when the login stops counting. */
  expiresAt: z.string().nullable(),
});
export type PayPalVerificationResponse = z.infer<typeof payPalVerificationResponse>;
