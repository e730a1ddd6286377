import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  authorizeRequest,
  authorizeResponse,
  formModelPayload,
  type FormModelPayload,
} from '#pages-config/api/contract.ts';
import { honeypotFieldName, isHoneypotFilled } from '#pages-config/api/honeypot.ts';
import { validateModel } from '#pages-config/rules/validation.ts';
import type { FormType } from '#pages-config/schema/page.ts';
import { ClientError } from '../../../errors.ts';
import { noFiledClaimError } from '#pages-config/rules/documents.ts';
import { filedClaimsOf, findFiledClaim } from '../../../claims/claimsRepository.ts';
import { findMember, mayAuthorize, type ClassMember } from '../../../members/membersRepository.ts';
import { prepopulatedDataOf } from '../../../members/prepopulatedData.ts';
import { claimAlreadyFiledMessage, networkWaitMessage, noticeWaitMessage } from '../../../security/abuseMessages.ts';
import { guardedAttempt, type AttemptContext } from '../../../security/authorizeAttempts.ts';
import { networkWaitEnd } from '../../../security/authorizeWaits.ts';
import { clientNetworkOf } from '../../../security/clientNetwork.ts';
import type { RefusedOutcome } from '../../../security/refusedAttempts.ts';
import { RefusalHold } from '#server/security/refusalHold.ts';
import { normaliseNoticeId, pinMatches } from '../../../security/credentials.ts';
import { responses } from '../schemas.ts';
import { authorizeSegment, formTypeOfSegment } from './formTypeSegment.ts';

export interface AuthorizeRoutesOptions {
  pinPepper: string;
  /** The server's clock, for date rules. */
  now: () => Date;
  /**
   * Attempts per client address per minute, counted in this server's memory: a cheap first filter
   * before the database budgets (AbuseLimits); false turns it off.
   */
  attemptsPerMinute: number | false;
}

/** The credentials model, under whatever key the caller chose (spec §7). */
function credentialsOf(body: Record<string, unknown>): FormModelPayload | undefined {
  for (const [key, value] of Object.entries(body)) {
    if (key === 'reCaptchaResponse') continue;
    const parsed = formModelPayload.safeParse(value);
    if (parsed.success && parsed.data.metadata.dtoMapping === 'Credentials') return parsed.data;
  }
  return undefined;
}

/** The form types that file claims, whose authorize refuses a member past the claim limit. */
const claimForms: ReadonlySet<FormType> = new Set(['Standard', 'Automotive']);

/** Who tried, for the audit trail: the request's address and user agent; the Notice ID once read. */
function attemptContextOf(request: FastifyRequest, formType: string, noticeId: string | null): AttemptContext {
  const userAgent = request.headers['user-agent'];
  return {
    formType,
    noticeId,
    clientIp: request.ip,
    userAgent: typeof userAgent === 'string' && userAgent !== '' ? userAgent : null,
  };
}

/** What the credentials check found, beyond its outcome. */
type Found = { member: ClassMember; referenceCode?: string } | null;

/**
 * POST /api/forms/{type}/authorize: checks the Notice ID and PIN against the class-member list and
 * marks the form type authorized in the server-side session. An unknown Notice ID, a wrong PIN and
 * a form type the member may not file all get the same answer, after the same work (the PIN is
 * hashed and compared in constant time either way), so the call reveals nothing about which Notice
 * IDs exist.
 *
 * Guessing is throttled as NIST SP 800-63B §5.2.2 advises, never by refusing a right PIN
 * (server/security/authorizeAttempts.ts): a per-minute filter per network in memory; a network
 * that failed past a budget (its own, a challenged Notice ID's, the whole site's) waits before its
 * next attempt, 30 s doubling up to an hour (answered 429 with Retry-After, before the captcha is
 * checked); every attempt carries a solved captcha while it is on (spec §6; without one the answer
 * is captcha "required", and the client runs the check again); with the captcha off, a challenged
 * Notice ID waits instead. A filled honeypot is refused as wrong credentials. Every attempt that
 * reaches the credentials check is recorded with its outcome, address and user agent, never the
 * PIN; those refused before it are counted per hour and network (refusedAttempts.ts).
 */
export const authorizeRoutes: FastifyPluginAsyncZod<AuthorizeRoutesOptions> = async (app, options) => {
  const failedAttemptHold = new RefusalHold(app.abuse.limits.failedAuthorizeHoldSeconds);
  /** Counts an attempt refused before the credentials check. */
  const countRefused = (context: AttemptContext, outcome: RefusedOutcome) =>
    app.abuse.countRefused({ formType: context.formType, clientIp: context.clientIp, outcome });

  /** A 429 with the time to wait in Retry-After and in the message. */
  const waitRefusal = (
    reply: FastifyReply,
    until: Date,
    message: (settlement: typeof app.settlement, culture: string, seconds: number) => string,
    culture: string,
  ) => {
    const seconds = Math.max(1, Math.ceil((until.getTime() - options.now().getTime()) / 1000));
    reply.header('retry-after', String(seconds));
    return new ClientError(429, message(app.settlement, culture, seconds));
  };

  app.post(
    '/:formType/authorize',
    {
      schema: {
        params: z.object({ formType: authorizeSegment }),
        body: authorizeRequest,
        response: responses(authorizeResponse, authorizeResponse),
      },
      // Credentials and a captcha token fit in a few kilobytes.
      bodyLimit: 16 * 1024,
      config: {
        errorShape: 'authorize',
        rateLimit:
          options.attemptsPerMinute === false
            ? false
            : {
                max: options.attemptsPerMinute,
                timeWindow: 60_000,
                keyGenerator: (request) => clientNetworkOf(request.ip),
                // Refused before the body is read: no Notice ID to know.
                onExceeded: (request) => {
                  const segment = (request.params as { formType?: string }).formType ?? '';
                  const parsed = authorizeSegment.safeParse(segment);
                  const formType = parsed.success ? formTypeOfSegment(parsed.data) : segment;
                  countRefused(attemptContextOf(request, formType, null), 'rate-limited');
                },
              },
      },
    },
    async (request, reply) => {
      const formType = formTypeOfSegment(request.params.formType);
      const pageConfig = app.settlement.pageConfig(formType);
      if (!pageConfig) throw new ClientError(404, app.settlement.text(request.culture, 'LocKey_NotFound_Body'));
      const culture = request.culture;
      // The csrf hook guarantees a session: the token lives in it.
      const session = request.session;
      if (!session) throw new Error('authorize reached without a session');
      // Held before it is answered (failedAuthorizeHoldSeconds): a guesser waiting for it guesses no faster.
      const wrongCredentials = async () => {
        await failedAttemptHold.hold();
        return new ClientError(401, app.settlement.text(culture, 'LocKey_Shared_ErrorMessage_Authorization'));
      };

      // Spec §4: an attempt first resets the form type's authorization.
      if (session.data.authorized[formType]) {
        delete session.data.authorized[formType];
        await app.sessions.save(session);
      }

      const credentials = credentialsOf(request.body);
      const typedNoticeId = credentials?.fields.noticeId;
      const noticeId = typeof typedNoticeId === 'string' ? normaliseNoticeId(typedNoticeId) : null;
      const context = attemptContextOf(request, formType, noticeId === '' ? null : noticeId);

      // A person never fills the honeypot; a bot that does learns nothing from the answer.
      if (isHoneypotFilled(request.body[honeypotFieldName])) {
        countRefused(context, 'honeypot');
        request.log.info({ formType }, 'authorize refused: honeypot filled');
        throw await wrongCredentials();
      }

      // A network waiting after failures past a budget is answered before the captcha provider is asked.
      const waitingUntil = await networkWaitEnd(app.db, clientNetworkOf(request.ip), options.now());
      if (waitingUntil) {
        countRefused(context, 'network-waiting');
        throw waitRefusal(reply, waitingUntil, networkWaitMessage, culture);
      }

      // Before the credentials: a guess of a Notice ID and PIN costs a solved captcha.
      let captcha;
      try {
        captcha = await app.captcha.requireValidToken(request, request.body.reCaptchaResponse, culture);
      } catch (error) {
        if (error instanceof ClientError && error.captcha === 'required')
          countRefused(context, request.body.reCaptchaResponse?.trim() ? 'captcha-refused' : 'captcha-required');
        throw error;
      }

      const credentialsConfig = pageConfig.models.find((model) => model.metadata.dtoMapping === 'Credentials');
      if (!credentials || !credentialsConfig) {
        countRefused(context, 'invalid');
        throw new ClientError(400, app.settlement.text(culture, 'LocKey_Shared_ErrorMessage_Request'));
      }

      // Surrounding spaces are a typing slip, not a different Notice ID.
      const values = Object.fromEntries(
        Object.entries(credentials.fields).map(([key, value]) => [
          key,
          typeof value === 'string' ? value.trim() : value,
        ]),
      );
      const errors = validateModel(credentialsConfig, values, 'server', {
        allowedCharacters: app.settlement.settlement.characterWhitelist,
        now: options.now(),
      });
      const failing = credentialsConfig.fields.filter((field) => errors[field.key]);
      if (failing.length > 0 || !noticeId) {
        countRefused(context, 'invalid');
        const message = failing
          .map(
            (field) =>
              `${app.settlement.text(culture, field.label)}: ${(errors[field.key] ?? []).map((rule) => app.settlement.ruleText(culture, rule)).join(' ')}`,
          )
          .join(' ');
        throw new ClientError(400, message || app.settlement.text(culture, 'LocKey_Shared_ErrorMessage_Request'));
      }

      const attempt = await guardedAttempt<Found>(
        app.db,
        { ...context, noticeId },
        { limits: app.abuse.limits, now: options.now(), challengeSolved: captcha.result === 'passed' },
        async (transaction) => {
          const member = await findMember(transaction, noticeId);
          // pinMatches runs the same HMAC whether or not the member exists: equal timing either way.
          const pinIsRight = pinMatches(
            options.pinPepper,
            noticeId,
            String(values.pin ?? ''),
            member?.pin_hash ?? null,
          );
          if (!member || !pinIsRight) return { outcome: 'wrong-credentials', result: null };
          if (!mayAuthorize(member, formType)) return { outcome: 'not-allowed-form', result: null };
          // Documents go to the claim already filed: with none, there is nothing to upload to.
          if (formType === 'DocumentsUpload' && !(await findFiledClaim(transaction, member.notice_id)))
            return { outcome: 'no-filed-claim', result: { member } };
          if (claimForms.has(formType)) {
            const filed = await filedClaimsOf(transaction, member.notice_id, formType);
            if (filed.count >= app.abuse.claimsPerMember)
              return {
                outcome: 'claim-limit-reached',
                result: { member, referenceCode: filed.firstReferenceCode ?? '' },
              };
          }
          return { outcome: 'success', result: { member } };
        },
      );

      if (attempt.refused) {
        countRefused(context, attempt.outcome);
        request.log.info({ formType, outcome: attempt.outcome }, 'authorize refused: the Notice ID waits');
        throw waitRefusal(reply, attempt.retryAt, noticeWaitMessage, culture);
      }
      if (attempt.penalty?.reachedCeiling)
        // NIST SP 800-63B §5.2.2's ceiling: the operator looks at who is guessing this Notice ID.
        request.log.warn(
          { formType, noticeId, clientNetwork: clientNetworkOf(request.ip) },
          'a Notice ID has had 100 failed authorize attempts in a row (NIST SP 800-63B ceiling); each network failing on it now waits an hour',
        );
      const found = attempt.result;
      if (attempt.outcome === 'no-filed-claim')
        throw new ClientError(400, app.settlement.ruleText(culture, noFiledClaimError()));
      if (attempt.outcome === 'claim-limit-reached')
        throw new ClientError(400, claimAlreadyFiledMessage(app.settlement, culture, found?.referenceCode ?? ''));
      if (attempt.outcome !== 'success' || !found) {
        request.log.info({ formType }, 'authorize refused');
        throw await wrongCredentials();
      }

      const { member } = found;
      session.data.authorized[formType] = { noticeId: member.notice_id, authorizedAt: options.now().toISOString() };
      await app.sessions.regenerate(request, reply);
      return {
        authorized: true,
        error: null,
        captcha: null,
        prepopulatedData: await prepopulatedDataOf(app.db, member, formType),
      };
    },
  );
};
