import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { submitResponse } from '#pages-config/api/contract.ts';
import { insertClaim } from '../../../claims/claimsRepository.ts';
import { attestationText, checkSubmission, metadataHashesOf } from '../../../claims/checkSubmission.ts';
import { ClientError } from '../../../errors.ts';
import { isNonMatchingPayPalElection } from '../../../wallet/payPalVerification.ts';
import { responses } from '../schemas.ts';
import { formTypeOfSegment, submitSegment } from './formTypeSegment.ts';

export interface SubmitRoutesOptions {
  now: () => Date;
}

/**
 * POST /api/forms/{type}: files a claim (spec §7). Multipart: text parts, and JSON parts holding a
 * model, null, or a list of models. The server re-checks every model with the rules engine and
 * the config version the client was served, drops hidden fields, and stores the claim in one
 * transaction before answering with its reference code.
 */
export const submitRoutes: FastifyPluginAsyncZod<SubmitRoutesOptions> = async (app, options) => {
  app.post(
    '/:formType',
    {
      schema: {
        params: z.object({ formType: submitSegment }),
        // The body is multipart, read part by part below; each part is checked against the contract there.
        headers: z.object({ 'content-type': z.string().regex(/^multipart\/form-data/i) }).loose(),
        response: responses(submitResponse, submitResponse),
      },
      config: { errorShape: 'submit' },
    },
    async (request, reply) => {
      const formType = formTypeOfSegment(request.params.formType);
      const pageConfig = app.settlement.pageConfig(formType);
      if (!pageConfig) throw new ClientError(404, app.settlement.text(request.culture, 'LocKey_NotFound_Body'));
      // Refused before the body is read: nothing of an unauthorized submission is parsed or kept.
      const authorization = request.session?.data.authorized[formType];
      if (!authorization)
        throw new ClientError(401, app.settlement.text(request.culture, 'LocKey_Shared_ErrorMessage_NotAuthorized'));

      const parts: Record<string, string> = {};
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          part.file.resume();
          throw new ClientError(
            400,
            app.settlement.ruleText(request.culture, {
              key: 'LocKey_Shared_ErrorMessage_FilesNotAccepted',
              defaultMessage: 'This form does not take files. Remove the file and submit again.',
            }),
          );
        }
        // A part cut at the size limit would be read as a different answer: refuse it whole.
        if (part.valueTruncated || part.fieldnameTruncated)
          throw new ClientError(413, app.settlement.text(request.culture, 'LocKey_Shared_ErrorMessage_Request'));
        if (part.fieldname in parts)
          throw new ClientError(400, app.settlement.text(request.culture, 'LocKey_Shared_ErrorMessage_Request'));
        // A part sent with Content-Type application/json arrives already parsed; the checks read text.
        parts[part.fieldname] = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
      }

      const claimantCulture = parts.userPreferredCulture?.trim() ?? '';
      await app.captcha.requireValidToken(
        request,
        parts.reCaptchaResponse,
        app.settlement.isEnabledCulture(claimantCulture) ? claimantCulture : request.culture,
      );

      const modelConfigs = await app.modelConfigVersions.find(metadataHashesOf(parts));
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

      const { culture, signature, models } = check.submission;
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
      const referenceCode = await insertClaim(
        app.db,
        {
          formType,
          noticeId: authorization.noticeId,
          culture,
          configHash: app.settlement.configVersion(formType),
          models,
          signature,
          attestationText: attestationText(pageConfig, app.settlement, culture),
        },
        app.settlement.settlement.referenceCodePrefix,
        options.now(),
      );
      request.log.info({ formType, referenceCode }, 'claim filed');
      return { nonMatchingPaymentElection: false, error: null, referenceCodeForm: referenceCode };
    },
  );
};
