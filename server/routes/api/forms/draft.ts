import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { draftContent, draftResponse, saveDraftResponse, type DraftContent } from '#pages-config/api/drafts.ts';
import { nextDeadlineOf } from '#pages-config/rules/deadlines.ts';
import { deadlinesAnswer } from '#server/settlement/publicAnswers.ts';
import { isSavedModelMapping } from '#pages-config/rules/formModels.ts';
import type { FormType, PageConfig } from '#pages-config/schema/page.ts';
import {
  deleteExpiredDrafts,
  draftExpiry,
  findDraft,
  saveDraft,
  type DraftKey,
} from '../../../drafts/draftsRepository.ts';
import { ClientError } from '../../../errors.ts';
import { DecryptionError } from '../../../security/dataEncryption.ts';
import { noQuery, responses } from '../schemas.ts';
import { formTypeOfSegment } from './formTypeSegment.ts';
import { memberAuthorizationOf, requireMemberAuthorization } from './memberAuthorization.ts';

/**
 * The form types that keep drafts: those whose answers the claimant types over several steps and
 * files as a claim. Lookup files nothing, and a documents upload holds only files, which a draft
 * does not keep.
 */
export const draftSegment = z.enum(['standard', 'automotive']);

/**
 * A draft of a few models of plain values is a few kilobytes; this leaves room for long answers and
 * for a table of as many rows as a draft keeps (draftRowsMax, a few hundred bytes each).
 */
const draftBodyLimit = 1024 * 1024;

export interface DraftRoutesOptions {
  now: () => Date;
}

/**
 * Whether a draft fits its form: models the form has (saved models, never the credentials with the
 * PIN), rows of its table editors' list model, each model once, and a step of the flow.
 */
function fitsForm(pageConfig: PageConfig, draft: DraftContent): boolean {
  const mappings = new Set(pageConfig.models.map((model) => model.metadata.dtoMapping));
  const modelMappings = draft.models.map((model) => model.dtoMapping);
  const modelsFit = modelMappings.every(
    (mapping) => mappings.has(mapping) && isSavedModelMapping(mapping) && mapping !== 'Credentials',
  );
  const rowsFit = draft.rows.every((row) => row.dtoMapping === 'ClaimTransactions' && mappings.has(row.dtoMapping));
  const stepFits = draft.furthestStepId === null || pageConfig.steps.some((step) => step.id === draft.furthestStepId);
  return modelsFit && new Set(modelMappings).size === modelMappings.length && rowsFit && stepFits;
}

/**
 * GET and PUT /api/forms/{standard|automotive}/draft: save and resume. A claimant's answers are kept
 * on the server, for the member who authorized and that form type only, sealed with AES-256-GCM, so
 * they come back after authorizing again: after a timeout, or on another device. Nothing of them is
 * kept in the browser's storage. The draft goes when the claim is filed (in the same transaction)
 * or when it expires: 90 days after its last save, or at the form's filing deadline if sooner.
 */
export const draftRoutes: FastifyPluginAsyncZod<DraftRoutesOptions> = async (app, options) => {
  const deadlines = deadlinesAnswer(app.settlement);

  /** The session's member for the form type: 404 for a form the settlement does not offer, 401 unless authorized. */
  const draftKeyOf = (request: FastifyRequest, formType: FormType): { key: DraftKey; pageConfig: PageConfig } => {
    const { pageConfig, authorization } = memberAuthorizationOf(app, request, formType);
    return { key: { noticeId: authorization.noticeId, formType }, pageConfig };
  };

  app.get(
    '/:formType/draft',
    {
      schema: {
        params: z.object({ formType: draftSegment }),
        querystring: noQuery,
        response: responses(draftResponse),
      },
    },
    async (request) => {
      const { key } = draftKeyOf(request, formTypeOfSegment(request.params.formType));
      try {
        const found = await findDraft(app.db, app.dataEncryption, key, options.now());
        return { draft: found?.content ?? null, savedAt: found?.savedAt ?? null };
      } catch (error) {
        if (!(error instanceof DecryptionError)) throw error;
        // The claimant starts from the notice's prefill rather than being stopped: the draft is
        // kept (a key restored to the configuration opens it again) and the fault is logged.
        request.log.error({ formType: key.formType, error: error.message }, 'draft could not be opened');
        return { draft: null, savedAt: null };
      }
    },
  );

  app.put(
    '/:formType/draft',
    {
      schema: {
        params: z.object({ formType: draftSegment }),
        body: draftContent,
        response: responses(saveDraftResponse),
      },
      bodyLimit: draftBodyLimit,
      // Refused before the body is read: a draft of a member the session has not authorized is never waited for.
      onRequest: requireMemberAuthorization(app, draftSegment),
    },
    async (request) => {
      const formType = formTypeOfSegment(request.params.formType);
      const { key, pageConfig } = draftKeyOf(request, formType);
      if (!fitsForm(pageConfig, request.body))
        throw new ClientError(400, app.settlement.text(request.culture, 'LocKey_Shared_ErrorMessage_Request'));
      const now = options.now();
      const expiresAt = draftExpiry(now, nextDeadlineOf(deadlines, formType, now));
      await deleteExpiredDrafts(app.db, now);
      await saveDraft(app.db, app.dataEncryption, key, request.body, now, expiresAt);
      return { savedAt: now.toISOString(), expiresAt: expiresAt.toISOString() };
    },
  );
};
