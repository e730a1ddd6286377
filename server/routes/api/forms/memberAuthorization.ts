import type { z } from 'zod';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { FormType, PageConfig } from '#pages-config/schema/page.ts';
import { ClientError } from '../../../errors.ts';
import type { SessionData } from '../../../sessions/sessionStore.ts';
import { formTypeOfRequest, type authorizeSegment } from './formTypeSegment.ts';

/** What the session keeps of a member's authorize for one form type. */
export type MemberAuthorization = NonNullable<SessionData['authorized'][FormType]>;

/**
 * The form's page config and the member the session authorized for it: 404 for a form the
 * settlement does not offer, 401 unless the session authorized for it (spec §4).
 */
export function memberAuthorizationOf(
  app: FastifyInstance,
  request: FastifyRequest,
  formType: FormType,
): { pageConfig: PageConfig; authorization: MemberAuthorization } {
  const pageConfig = app.settlement.pageConfig(formType);
  if (!pageConfig) throw new ClientError(404, app.settlement.text(request.culture, 'LocKey_NotFound_Body'));
  const authorization = request.session?.data.authorized[formType];
  if (!authorization)
    throw new ClientError(401, app.settlement.text(request.culture, 'LocKey_Shared_ErrorMessage_NotAuthorized'));
  return { pageConfig, authorization };
}

/**
 * An onRequest hook refusing a request for a form the session has not authorized, before a byte
 * of its body is read: nothing of it is parsed, waited for or kept (the multipart plugin closes the
 * connection after the answer). A segment the route does not take is left to its params check (404).
 */
export function requireMemberAuthorization(
  app: FastifyInstance,
  segment: z.ZodType<z.infer<typeof authorizeSegment>>,
): onRequestAsyncHookHandler {
  return async (request) => {
    const formType = formTypeOfRequest(request, segment);
    if (formType) memberAuthorizationOf(app, request, formType);
  };
}
