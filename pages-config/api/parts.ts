/**
 * Multipart parts of a submission (spec §3, §7), without Zod so the browser bundle can import them.
 * Model parts hold JSON: a single model, or null, for claimantInfo, credentials, claimDetails and
 * paymentElection; a list for documentContexts and claimTransactions. contract.ts re-exports these.
 */
import type { dtoMappings } from '../schema/names.ts';

export const submissionTextParts = [
  'reCaptchaResponse',
  'userPreferredCulture',
  'captchaRawValue',
  'signature',
] as const;
export const submissionSingleModelParts = ['claimantInfo', 'credentials', 'claimDetails', 'paymentElection'] as const;
export const submissionListParts = ['prepopulatedData', 'documentContexts', 'claimTransactions'] as const;

/** The multipart part name of a model's dtoMapping: ClaimantInfo → claimantInfo. */
export function partNameOf(dtoMapping: (typeof dtoMappings)[number]): string {
  return dtoMapping.charAt(0).toLowerCase() + dtoMapping.slice(1);
}
