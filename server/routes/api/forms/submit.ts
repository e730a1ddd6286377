import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { submitResponse } from '#pages-config/api/contract.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RequirementModels } from '#pages-config/rules/editors.ts';
import {
  findByIdempotencyKey,
  insertClaim,
  type ClaimRequestRecord,
  type FiledClaimOutcome,
} from '../../../claims/claimsRepository.ts';
import { requestFingerprint } from '../../../claims/requestFingerprint.ts';
import { claimSignalsOf } from '../../../claims/claimSignals.ts';
import { changedFromNotice, mixedScriptNames } from '../../../claims/noticeChanges.ts';
import { findMember } from '../../../members/membersRepository.ts';
import { prepopulatedDataOf } from '../../../members/prepopulatedData.ts';
import { honeypotFieldName, isHoneypotFilled } from '#pages-config/api/honeypot.ts';
import {
  claimAlreadyFiledMessage,
  tooManyRefusedSubmissionsMessage,
  tooManySubmissionsMessage,
} from '../../../security/abuseMessages.ts';
import { clientNetworkOf } from '../../../security/clientNetwork.ts';
import { countRequest, readCounter } from '../../../security/requestCounters.ts';
import { RefusalHold } from '#server/security/refusalHold.ts';
import {
  attestationText,
  checkSubmission,
  metadataHashesOf,
  type CheckedSubmission,
  type StoredModel,
  type StoredRecord,
} from '../../../claims/checkSubmission.ts';
import { answerCulture, documentProblemError, receiveProblemError } from '../../../documents/documentErrors.ts';
import { matchDocuments } from '../../../documents/matchDocuments.ts';
import {
  discardStaged,
  ReceiveError,
  receiveSubmission,
  type ReceivedDocument,
} from '../../../documents/receiveSubmission.ts';
import { uploadToFiledClaim } from '../../../documents/uploadToFiledClaim.ts';
import { ClientError } from '../../../errors.ts';
import type { CaptchaOutcome } from '../../../plugins/app/captcha.ts';
import { isNonMatchingPayPalElection } from '../../../wallet/payPalVerification.ts';
import { responses } from '../schemas.ts';
import { formTypeOfRequest, formTypeOfSegment, submitSegment } from './formTypeSegment.ts';
import { memberAuthorizationOf, requireMemberAuthorization } from './memberAuthorization.ts';

const stagedByRequest = new WeakMap<FastifyRequest, readonly ReceivedDocument[]>();

/** The answers that refuse what a submission sent: invalid answers or parts, too large, a file type, a reused key. */
const refusalsOfWhatWasSent = new Set([400, 413, 415, 422]);

/** The answers by dtoMapping, single models and lists apart, for the documents' requirement. */
function requirementModelsOf(models: CheckedSubmission['models']): RequirementModels {
  const single: Record<string, StoredModel['fields']> = {};
  const lists: Record<string, StoredModel['fields'][]> = {};
  for (const model of Object.values(models)) {
    if (Array.isArray(model)) {
      for (const record of model) (lists[record.metadata.dtoMapping] ??= []).push(record.fields);
    } else if (model) single[model.metadata.dtoMapping] = model.fields;
  }
  return { single, lists };
}

function listOf(value: StoredModel | StoredRecord[] | null | undefined): StoredRecord[] {
  return Array.isArray(value) ? value : [];
}

export interface SubmitRoutesOptions {
  now: () => Date;
}

/**
 * The Idempotency-Key header (IETF draft-ietf-httpapi-idempotency-key-header): the client's random
 * UUID for one claim attempt, the same on every retry of it. Any 1–255 visible ASCII characters
 * are taken, as Stripe does; without one a submission is filed as it comes.
 */
const idempotencyKey = z.string().regex(/^[\x21-\x7e]{1,255}$/);

/** Seconds from authorize to submit, when the session recorded when it authorized. */
function secondsSince(instant: string | undefined, now: Date): number | null {
  const start = instant ? Date.parse(instant) : Number.NaN;
  return Number.isFinite(start) ? Math.max(0, Math.round((now.getTime() - start) / 1000)) : null;
}

/** What the request showed, kept with the claim for the case team's fraud review. */
function requestRecordOf(
  request: FastifyRequest,
  captcha: CaptchaOutcome,
  authorizedAt: string | undefined,
  now: Date,
): ClaimRequestRecord {
  const header = (name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' && value !== '' ? value.slice(0, 1000) : null;
  };
  return {
    // request.ip follows X-Forwarded-For only when the server trusts a proxy (TRUST_PROXY).
    clientIp: request.ip,
    userAgent: header('user-agent'),
    acceptLanguage: header('accept-language'),
    sessionIdHash: request.session?.idHash ?? null,
    timeToCompleteSeconds: secondsSince(authorizedAt, now),
    captchaResult: captcha.result,
    captchaScore: captcha.score === null ? null : String(captcha.score),
  };
}

/**
 * POST /api/forms/{type}: files a claim (spec §7). Multipart: text parts, and JSON parts holding a
 * model, null, or a list of models; files named by their document context's client id. The server
 * re-checks every model with the rules engine and the config version the client was served, drops
 * hidden fields, checks each document's size and type by its content, and stores the claim with its
 * documents in one transaction before answering with its reference code. DocumentsUpload adds the
 * documents to the claim the member filed instead.
 *
 * Standard and Automotive take an `Idempotency-Key` header: a retry of an attempt (a lost answer,
 * a double click) answers with the claim the first one filed, never files a second; the same key
 * with other answers is refused with 422. It is a header, not a multipart part, so it is known
 * before the body is read and stays out of the claim's answers.
 */
export const submitRoutes: FastifyPluginAsyncZod<SubmitRoutesOptions> = async (app, options) => {
  /** Reads the body, staging its files; a file too large, too many files or a malformed part is refused. */
  const receiveOrRefuse = async (request: FastifyRequest) => {
    try {
      return await receiveSubmission(request, app.documentStorage);
    } catch (error) {
      if (!(error instanceof ReceiveError)) throw error;
      const culture = answerCulture(app.settlement, error.partsSoFar, request.culture);
      throw receiveProblemError(app.settlement, culture, error.problem);
    }
  };

  /**
   * Submissions per client address and per session (AbuseLimits), counted in the database so every
   * server counts the same; past either, a 429 in the claimant's language, before the body is read.
   */
  const limitSubmissions = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const { submitsPerAddress, submitsPerSession } = app.abuse.limits;
    const counters = [
      [submitsPerAddress, `submit:address:${clientNetworkOf(request.ip)}`],
      [request.session ? submitsPerSession : false, `submit:session:${request.session?.idHash ?? ''}`],
    ] as const;
    for (const [budget, key] of counters) {
      if (!budget) continue;
      const counter = await countRequest(app.db, key, budget, options.now());
      if (counter.count > budget.max) {
        request.log.info({ key: key.split(':').slice(0, 2).join(':') }, 'submission refused by its rate limit');
        reply.header('retry-after', String(counter.secondsLeft));
        throw new ClientError(429, tooManySubmissionsMessage(app.settlement, request.culture));
      }
    }
  };

  /** The Notice ID the session authorized for this route's form, if it did (the refused-submissions counter's key). */
  const refusedKeyOf = (request: FastifyRequest): string | undefined => {
    const formType = formTypeOfRequest(request, submitSegment);
    const noticeId = formType ? request.session?.data.authorized[formType]?.noticeId : undefined;
    return noticeId ? `submit:refused:${noticeId}` : undefined;
  };

  /**
   * A member whose submissions were refused past the budget (AbuseLimits.refusedSubmitsPerNotice)
   * gets a 429 before the body is read: bait sent again and again, from new sessions and
   * addresses, is no longer parsed and checked at the expense of every other claimant. The 429
   * is held before it is answered (refusedSubmitHoldSeconds): a bot waiting for it sends no more.
   */
  const refusalHold = new RefusalHold(app.abuse.limits.refusedSubmitHoldSeconds);
  const limitRefusedSubmissions = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const budget = app.abuse.limits.refusedSubmitsPerNotice;
    const key = refusedKeyOf(request);
    if (!budget || !key) return;
    const counter = await readCounter(app.db, key, budget, options.now());
    if (counter.count < budget.max) return;
    request.log.info('submission refused: the member sent too many refused submissions');
    await refusalHold.hold();
    reply.header('retry-after', String(counter.secondsLeft));
    throw new ClientError(429, tooManyRefusedSubmissionsMessage(app.settlement, request.culture, counter.secondsLeft));
  };

  /**
   * Counts a refusal of what the member sent (answers, parts, files, a spent claim limit) against
   * their budget. Not a 403 (a missing CSRF token: another site's forged request must not spend a
   * claimant's budget), a 408 (a slow network) nor the limits' own 429.
   */
  const countRefusal = async (request: FastifyRequest, statusCode: number): Promise<void> => {
    const budget = app.abuse.limits.refusedSubmitsPerNotice;
    const key = refusedKeyOf(request);
    if (budget && key && refusalsOfWhatWasSent.has(statusCode)) await countRequest(app.db, key, budget, options.now());
  };

  app.post(
    '/:formType',
    {
      schema: {
        params: z.object({ formType: submitSegment }),
        // The body is multipart, read part by part below; each part is checked against the contract there.
        headers: z
          .object({
            'content-type': z.string().regex(/^multipart\/form-data/i),
            'idempotency-key': idempotencyKey.optional(),
          })
          .loose(),
        response: responses(submitResponse, submitResponse),
      },
      config: { errorShape: 'submit' },
      // Refused before the body is read: nothing of an unauthorized or over-limit submission is
      // parsed, waited for or kept.
      onRequest: [requireMemberAuthorization(app, submitSegment), limitRefusedSubmissions, limitSubmissions],
      // Files staged but not committed with a claim (refused, or a failure) go before the answer
      // does, and a refusal is counted before it is answered, so the next request sees it.
      onSend: async (request, reply, payload) => {
        const staged = stagedByRequest.get(request);
        if (staged) await discardStaged(app.documentStorage, staged);
        await countRefusal(request, reply.statusCode);
        return payload;
      },
    },
    async (request, reply) => {
      const formType = formTypeOfSegment(request.params.formType);
      const { pageConfig, authorization } = memberAuthorizationOf(app, request, formType);

      const { parts, documents: received } = await receiveOrRefuse(request);
      stagedByRequest.set(request, received);

      const claimantCulture = parts.userPreferredCulture?.trim() ?? '';
      const key = formType === 'DocumentsUpload' ? undefined : request.headers['idempotency-key'];
      const idempotency = key ? { key, fingerprint: requestFingerprint(parts, received) } : undefined;
      /** The answer to an attempt whose key a claim already carries: its reference code again, or a refusal. */
      const answerFiled = (outcome: FiledClaimOutcome) => {
        if (outcome.kind === 'keyReusedWithOtherAnswers') {
          const culture = app.settlement.isEnabledCulture(claimantCulture) ? claimantCulture : request.culture;
          throw new ClientError(
            422,
            app.settlement.ruleText(culture, {
              key: 'LocKey_Shared_ErrorMessage_SubmissionChanged',
              defaultMessage: 'This claim was already sent with other answers. Check your answers, then submit again.',
            }),
          );
        }
        if (outcome.kind === 'claimLimitReached') {
          const culture = app.settlement.isEnabledCulture(claimantCulture) ? claimantCulture : request.culture;
          request.log.info({ formType }, 'claim refused: the member has filed as many as allowed');
          throw new ClientError(400, claimAlreadyFiledMessage(app.settlement, culture, outcome.referenceCode));
        }
        if (outcome.kind === 'alreadyFiled')
          request.log.info({ formType, referenceCode: outcome.referenceCode }, 'claim retry answered');
        return { nonMatchingPaymentElection: false, error: null, referenceCodeForm: outcome.referenceCode };
      };
      // A retry after the claim was filed: the same answer, before the captcha (its token was spent).
      if (idempotency) {
        const filed = await findByIdempotencyKey(app.db, { noticeId: authorization.noticeId, formType }, idempotency);
        if (filed) return answerFiled(filed);
      }

      const captcha = await app.captcha.requireValidToken(
        request,
        parts.reCaptchaResponse,
        app.settlement.isEnabledCulture(claimantCulture) ? claimantCulture : request.culture,
      );

      const modelConfigs = await app.modelConfigVersions.find(metadataHashesOf(parts));
      // What the notice prefilled: a confirm field need not repeat it, and the answers the claimant
      // changed from it are a signal for the case team.
      const member = await findMember(app.db, authorization.noticeId);
      const notice = member ? await prepopulatedDataOf(app.db, member, formType) : [];
      const check = checkSubmission({
        formType,
        pageConfig,
        parts,
        settlement: app.settlement,
        authorizedNoticeId: authorization.noticeId,
        requestCulture: request.culture,
        captchaEnabled: app.captcha.settings.enabled,
        now: options.now(),
        modelConfigs,
        notice,
      });
      if (!check.valid) {
        const culture = parts.userPreferredCulture?.trim() ?? request.culture;
        return reply.code(400).send({
          nonMatchingPaymentElection: false,
          error: app.settlement.text(culture, 'LocKey_Shared_ErrorMessage_Validation'),
          referenceCodeForm: null,
          fieldErrors: check.fieldErrors,
        });
      }

      const { culture, signature, models, sensitiveFields } = check.submission;
      const paymentElection = models.paymentElection;
      if (
        isNonMatchingPayPalElection(
          app.payPal,
          paymentElection && !Array.isArray(paymentElection) ? paymentElection.fields : undefined,
          request.session?.data.payPal,
          options.now(),
        )
      ) {
        return reply.code(400).send({
          nonMatchingPaymentElection: true,
          error: app.settlement.text(culture, 'LocKey_Payment_PayPal_NotVerified'),
          referenceCodeForm: null,
        });
      }
      const match = matchDocuments({
        pageConfig,
        models: requirementModelsOf(models),
        contexts: listOf(models.documentContexts),
        received,
      });
      if (!match.ok) throw documentProblemError(app.settlement, culture, match.problem);
      if (formType === 'DocumentsUpload') {
        const referenceCode = await uploadToFiledClaim(
          app,
          authorization.noticeId,
          match.documents,
          culture,
          options.now(),
        );
        request.log.info({ formType, referenceCode, documents: match.documents.length }, 'documents added');
        return { nonMatchingPaymentElection: false, error: null, referenceCodeForm: referenceCode };
      }
      models.documentContexts = match.contexts;
      const now = options.now();
      const outcome = await insertClaim(
        app.db,
        {
          formType,
          noticeId: authorization.noticeId,
          culture,
          configHash: app.settlement.configVersion(formType),
          models,
          signature,
          attestationText: attestationText(pageConfig, app.settlement, culture),
          idempotency,
          request: requestRecordOf(request, captcha, authorization.authorizedAt, now),
          claimsPerMember: app.abuse.claimsPerMember,
          // A filled honeypot files the claim all the same, flagged: the bot is not told, and a
          // person the field somehow caught loses nothing; the case team decides.
          signals: claimSignalsOf({
            key: app.abuse.signalKey,
            settlement: app.settlement.settlement,
            models,
            clientIp: request.ip,
            honeypot: isHoneypotFilled(parts[honeypotFieldName]),
            changedFromNotice: changedFromNotice(models, pageConfig, notice),
            mixedScriptNames: mixedScriptNames(models, pageConfig, signature),
          }),
          sealing: { keyService: app.dataEncryption, sensitiveFields },
        },
        app.settlement.settlement.referenceCodePrefix,
        now,
        { storage: app.documentStorage, documents: match.documents },
      );
      if (outcome.kind === 'filed')
        request.log.info(
          { formType, referenceCode: outcome.referenceCode, documents: match.documents.length },
          'claim filed',
        );
      return answerFiled(outcome);
    },
  );
};
