import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authorizeRequest,
  authorizeResponse,
  formModelPayload,
  type FormModelPayload,
} from '#pages-config/api/contract.ts';
import { validateModel } from '#pages-config/rules/validation.ts';
import { ClientError } from '../../../errors.ts';
import { noFiledClaimError } from '#pages-config/rules/documents.ts';
import { findFiledClaim } from '../../../claims/claimsRepository.ts';
import { findMember, mayAuthorize } from '../../../members/membersRepository.ts';
import { prepopulatedDataOf } from '../../../members/prepopulatedData.ts';
import { pinMatches } from '../../../security/credentials.ts';
import { responses } from '../schemas.ts';
import { authorizeSegment, formTypeOfSegment } from './formTypeSegment.ts';

export interface AuthorizeRoutesOptions {
  pinPepper: string;
  /** The server's clock, for date rules. */
  now: () => Date;
  /** Attempts per client address per minute; false turns the limit off. */
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

/**
 * POST /api/forms/{type}/authorize: checks the Notice ID and PIN against the class-member list and
 * marks the form type authorized in the server-side session. An unknown Notice ID, a wrong PIN and
 * a form type the member may not file all get the same answer, so the call reveals nothing about
 * which Notice IDs exist.
 */
export const authorizeRoutes: FastifyPluginAsyncZod<AuthorizeRoutesOptions> = async (app, options) => {
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
        rateLimit: options.attemptsPerMinute === false ? false : { max: options.attemptsPerMinute, timeWindow: 60_000 },
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

      // Spec §4: an attempt first resets the form type's authorization.
      if (session.data.authorized[formType]) {
        delete session.data.authorized[formType];
        await app.sessions.save(session);
      }

      // Before the credentials: a guess of a Notice ID and PIN costs a solved captcha.
      await app.captcha.requireValidToken(request, request.body.reCaptchaResponse, culture);

      const credentials = credentialsOf(request.body);
      const credentialsConfig = pageConfig.models.find((model) => model.metadata.dtoMapping === 'Credentials');
      if (!credentials || !credentialsConfig)
        throw new ClientError(400, app.settlement.text(culture, 'LocKey_Shared_ErrorMessage_Request'));

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
      if (failing.length > 0) {
        const message = failing
          .map(
            (field) =>
              `${app.settlement.text(culture, field.label)}: ${(errors[field.key] ?? []).map((rule) => app.settlement.ruleText(culture, rule)).join(' ')}`,
          )
          .join(' ');
        throw new ClientError(400, message);
      }

      const noticeId = String(values.noticeId ?? '');
      const member = await findMember(app.db, noticeId);
      // pinMatches runs the same HMAC whether or not the member exists: equal timing either way.
      const pinIsRight = pinMatches(options.pinPepper, noticeId, String(values.pin ?? ''), member?.pin_hash ?? null);
      if (!member || !pinIsRight || !mayAuthorize(member, formType)) {
        request.log.info({ formType }, 'authorize refused');
        throw new ClientError(401, app.settlement.text(culture, 'LocKey_Shared_ErrorMessage_Authorization'));
      }
      // Documents go to the claim already filed: with none, there is nothing to upload to.
      if (formType === 'DocumentsUpload' && !(await findFiledClaim(app.db, member.notice_id))) {
        throw new ClientError(400, app.settlement.ruleText(culture, noFiledClaimError()));
      }

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
