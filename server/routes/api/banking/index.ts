import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { payPalSettingsResponse, payPalVerificationResponse } from '#pages-config/api/wallet.ts';
import { constantTimeEqual, randomToken } from '../../../security/hashing.ts';
import { loginWindowPage, type LoginWindowOutcome } from '../../../wallet/loginWindowPage.ts';
import {
  exchangeAuthorizationCode,
  fetchConfirmedEmails,
  PayPalCodeRefusedError,
  PayPalUnavailableError,
} from '../../../wallet/payPalClient.ts';
import { currentPayPalLogin } from '../../../wallet/payPalVerification.ts';
import { payPalSettingsAnswer } from '#server/settlement/publicAnswers.ts';
import { noQuery, responses } from '../schemas.ts';

export interface BankingRoutesOptions {
  now: () => Date;
}

// Keeps a forged, endless culture out of the session: a culture code is a few letters.
const cultureQuery = z.string().max(10).optional();

/**
 * The online wallet (spec §3, §7): the PayPal settings, and "Log in with PayPal" as OAuth's
 * authorization-code flow. The login window starts here (a state bound to the session), goes to
 * PayPal, and comes back to the callback, which exchanges the code, reads the account's confirmed
 * email addresses and keeps them in the session for authCodeExpiration minutes. The claimant's tab
 * asks paypal-verification for the outcome; a submission is checked against it.
 */
export const bankingRoutes: FastifyPluginAsyncZod<BankingRoutesOptions> = async (app, options) => {
  const settings = app.payPal;

  app.get(
    '/banking/paypal-settings',
    { schema: { querystring: noQuery, response: responses(payPalSettingsResponse) } },
    async () => payPalSettingsAnswer(settings),
  );

  app.get(
    '/banking/paypal-verification',
    { schema: { querystring: noQuery, response: responses(payPalVerificationResponse) } },
    async (request) => {
      const login = currentPayPalLogin(settings, request.session?.data.payPal, options.now());
      return login
        ? { verified: true, email: login.emails[0] ?? null, expiresAt: login.expiresAt.toISOString() }
        : { verified: false, email: null, expiresAt: null };
    },
  );

  /** The login window's last page, in the culture the claimant's tab asked for. */
  const windowPage = (
    reply: FastifyReply,
    request: FastifyRequest,
    status: number,
    outcome: LoginWindowOutcome,
    messageKey: string,
  ) => {
    const asked = request.session?.data.payPal?.culture;
    const culture = asked && app.settlement.isEnabledCulture(asked) ? asked : request.culture;
    const title = app.settlement.text(culture, 'LocKey_Payment_PayPal_Login');
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .send(loginWindowPage(outcome, culture, title, app.settlement.text(culture, messageKey)));
  };

  app.get(
    '/banking/paypal-login',
    { schema: { querystring: z.object({ culture: cultureQuery }) } },
    async (request, reply) => {
      if (!settings.enabled) return windowPage(reply, request, 404, 'failed', 'LocKey_NotFound_Body');
      // A new session here would replace the claimant's cookie and log their tab out: refuse instead.
      const session = request.session;
      if (!session) return windowPage(reply, request, 403, 'failed', 'LocKey_Shared_ErrorMessage_Request');
      // Checked at start (payPalSettings): with verification on, the redirect URI is configured.
      // Never the request's Host: a forged one would send PayPal's code to another site.
      const redirectUri = settings.redirectUri;
      if (!redirectUri) throw new Error('PayPal verification is on without a redirect URI');
      const state = randomToken();
      session.data.payPal = { ...session.data.payPal, state, redirectUri, culture: request.query.culture };
      await app.sessions.save(session);
      const authorize = new URL(settings.authorizeUrl);
      authorize.search = new URLSearchParams({
        flowEntry: 'static',
        client_id: settings.clientId ?? '',
        response_type: 'code',
        scope: 'openid email',
        redirect_uri: redirectUri,
        state,
      }).toString();
      return reply.redirect(authorize.toString(), 302);
    },
  );

  app.get(
    '/banking/paypal-callback',
    {
      schema: {
        querystring: z.object({
          code: z.string().max(2048).optional(),
          state: z.string().max(256).optional(),
          error: z.string().max(256).optional(),
        }),
      },
    },
    async (request, reply) => {
      const session = request.session;
      const pending = session?.data.payPal;
      if (!session || !pending?.state || !pending.redirectUri)
        return windowPage(reply, request, 403, 'failed', 'LocKey_Shared_ErrorMessage_Request');
      const { code, state, error } = request.query;
      // A callback without the login's state did not come from PayPal for this login (a forged
      // link, a cross-site request carrying the Lax cookie): refused, and the login under way is
      // left as it is, so the real callback still completes it (RFC 6749 10.12).
      if (state === undefined || !constantTimeEqual(state, pending.state)) {
        request.log.info({ error: error ?? null }, 'paypal callback refused: not the state of the login under way');
        return windowPage(reply, request, 400, 'failed', 'LocKey_Payment_PayPal_WindowFailed');
      }
      // The state is single-use: a second callback with it is refused.
      const { redirectUri } = pending;
      session.data.payPal = { ...pending, state: undefined, redirectUri: undefined };
      await app.sessions.save(session);
      if (error || !code) {
        request.log.info({ error: error ?? null }, 'paypal login not completed');
        return windowPage(reply, request, 400, 'failed', 'LocKey_Payment_PayPal_WindowFailed');
      }
      try {
        const accessToken = await exchangeAuthorizationCode(settings, code, redirectUri);
        const emails = await fetchConfirmedEmails(settings, accessToken);
        if (emails.length === 0) return windowPage(reply, request, 400, 'failed', 'LocKey_Payment_PayPal_WindowFailed');
        session.data.payPal = {
          culture: pending.culture,
          verifiedEmails: emails,
          verifiedAt: options.now().toISOString(),
        };
        await app.sessions.save(session);
        return windowPage(reply, request, 200, 'verified', 'LocKey_Payment_PayPal_WindowVerified');
      } catch (failure) {
        if (failure instanceof PayPalCodeRefusedError) {
          request.log.info({ err: failure }, 'paypal refused the code');
          return windowPage(reply, request, 400, 'failed', 'LocKey_Payment_PayPal_WindowFailed');
        }
        if (!(failure instanceof PayPalUnavailableError)) throw failure;
        request.log.error({ err: failure }, 'paypal unavailable');
        return windowPage(reply, request, 502, 'failed', 'LocKey_Shared_ErrorMessage_Problem');
      }
    },
  );
};
