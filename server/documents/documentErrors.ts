import {
  documentTooLargeError,
  infectedDocumentError,
  submissionTooLargeError,
  tooManyDocumentsError,
  virusScanUnavailableError,
} from '#pages-config/rules/documents.ts';
import { ClientError } from '../errors.ts';
import type { SettlementService } from '../settlement/settlementService.ts';
import type { DocumentProblem } from './matchDocuments.ts';
import type { ReceiveProblem } from './receiveSubmission.ts';

/** The culture to answer in: the claimant's, once its part has arrived and is enabled; else the request's. */
export function answerCulture(
  settlement: SettlementService,
  parts: Readonly<Record<string, string>>,
  requestCulture: string,
): string {
  const culture = parts.userPreferredCulture?.trim() ?? '';
  return settlement.isEnabledCulture(culture) ? culture : requestCulture;
}

const filesNotAccepted = {
  key: 'LocKey_Shared_ErrorMessage_FilesNotAccepted',
  defaultMessage: 'This form does not take files. Remove the file and submit again.',
};

/**
 * A problem found while the body was read, as the claimant's answer: 413 for size and count, 400
 * for an infected file, 503 while the virus scanner cannot be reached (nothing was filed; the same
 * submission may be sent again).
 */
export function receiveProblemError(
  settlement: SettlementService,
  culture: string,
  problem: ReceiveProblem,
): ClientError {
  switch (problem.kind) {
    case 'tooLarge':
      return new ClientError(413, settlement.ruleText(culture, documentTooLargeError(problem.fileName)));
    case 'tooMany':
      return new ClientError(413, settlement.ruleText(culture, tooManyDocumentsError()));
    case 'bodyTooLarge':
      return new ClientError(413, settlement.ruleText(culture, submissionTooLargeError()));
    case 'infected':
      return new ClientError(400, settlement.ruleText(culture, infectedDocumentError(problem.fileName)));
    case 'scanUnavailable':
      return new ClientError(503, settlement.ruleText(culture, virusScanUnavailableError()));
    case 'truncatedField':
      return new ClientError(413, settlement.text(culture, 'LocKey_Shared_ErrorMessage_Request'));
    case 'malformed':
      return new ClientError(400, settlement.text(culture, 'LocKey_Shared_ErrorMessage_Request'));
  }
}

/** A problem with the documents of a checked submission, as the claimant's 400 answer. */
export function documentProblemError(
  settlement: SettlementService,
  culture: string,
  problem: DocumentProblem,
): ClientError {
  switch (problem.kind) {
    case 'message':
      return new ClientError(400, settlement.ruleText(culture, problem.message));
    case 'notAccepted':
      return new ClientError(400, settlement.ruleText(culture, filesNotAccepted));
    case 'malformed':
      return new ClientError(400, settlement.text(culture, 'LocKey_Shared_ErrorMessage_Request'));
  }
}
