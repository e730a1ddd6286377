import { maxDocumentsPerClaim, noFiledClaimError, tooManyDocumentsError } from '#pages-config/rules/documents.ts';
import type { FastifyInstance } from 'fastify';
import { addDocumentsToClaim, ClaimDocumentLimitError, findFiledClaim } from '../claims/claimsRepository.ts';
import { ClientError } from '../errors.ts';
import type { NewDocument } from './claimDocumentsRepository.ts';

/**
 * DocumentsUpload: adds checked documents to the claim the member filed and returns that claim's
 * reference code. A member with no claim, or a claim that would hold more than
 * maxDocumentsPerClaim documents, is refused in the claimant's culture.
 */
export async function uploadToFiledClaim(
  app: FastifyInstance,
  noticeId: string,
  documents: readonly NewDocument[],
  culture: string,
  now: Date,
): Promise<string> {
  const claim = await findFiledClaim(app.db, noticeId);
  if (!claim) throw new ClientError(400, app.settlement.ruleText(culture, noFiledClaimError()));
  try {
    await addDocumentsToClaim(app.db, claim, { storage: app.documentStorage, documents }, now, maxDocumentsPerClaim);
  } catch (error) {
    if (error instanceof ClaimDocumentLimitError)
      throw new ClientError(400, app.settlement.ruleText(culture, tooManyDocumentsError()));
    throw error;
  }
  return claim.referenceCode;
}
