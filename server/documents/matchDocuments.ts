import {
  damagedPdfError,
  documentNameMismatchError,
  documentTooLargeError,
  documentTypeError,
  emptyDocumentError,
  encryptedPdfError,
  imageTooLargeError,
  isAcceptedDocumentType,
  maxDocumentBytes,
  maxDocumentsPerClaim,
  maxImagePixels,
  nameMatchesDocumentType,
  pdfUnpacksTooLargeError,
  recordedFileType,
  tooManyDocumentsError,
} from '#pages-config/rules/documents.ts';
import {
  documentTypeFieldOf,
  editorBlocksOf,
  fileFieldOf,
  isEditorRequired,
  multiRecordEditorErrors,
  type RequirementModels,
} from '#pages-config/rules/editors.ts';
import type { RuleMessage } from '#pages-config/rules/message.ts';
import { isStepIncluded } from '#pages-config/rules/steps.ts';
import type { PageConfig } from '#pages-config/schema/page.ts';
import type { StoredRecord } from '../claims/checkSubmission.ts';
import type { NewDocument } from './claimDocumentsRepository.ts';
import type { ReceivedDocument } from './receiveSubmission.ts';

/** Why the documents of a submission were refused: a message for the claimant, or a malformed request. */
export type DocumentProblem =
  { kind: 'message'; message: RuleMessage } | { kind: 'malformed' } | { kind: 'notAccepted' };

export type DocumentMatch =
  { ok: true; documents: NewDocument[]; contexts: StoredRecord[] } | { ok: false; problem: DocumentProblem };

export interface MatchDocumentsInput {
  pageConfig: PageConfig;
  /** The answers, for the editor's requirement and its step's skip condition. */
  models: RequirementModels;
  /** The document contexts the server checked and kept (checkSubmission), [] when none. */
  contexts: readonly StoredRecord[];
  /** The files received, staged. */
  received: readonly ReceivedDocument[];
}

const refuse = (problem: DocumentProblem): DocumentMatch => ({ ok: false, problem });

/**
 * Pairs each document context with its file (spec §3, §7: a file part named by its context's
 * client id, one file per context) and checks the documents against the form's editor: required
 * or not, at most maxDocumentsPerClaim, none empty or too large, each a PDF, JPEG, PNG or HEIC by
 * its content with a name that ends as its content says (a PNG named .pdf, an HTML page named .jpg
 * are refused), no PDF damaged, encrypted or unpacking to more than maxUnpackedPdfBytes, and no
 * picture of more than maxImagePixels. Two documents may share a file name (phones name every
 * photo image.jpg): each is known by its context's client id and stored under its own id. The
 * stored contexts get the file's name, size and declared type (unknown when missing) as the server
 * received them.
 */
export function matchDocuments(input: MatchDocumentsInput): DocumentMatch {
  const editor = editorBlocksOf(input.pageConfig.steps).find(({ block }) => block.model === 'DocumentContexts');
  if (!editor) {
    return input.contexts.length > 0 || input.received.length > 0
      ? refuse({ kind: 'notAccepted' })
      : { ok: true, documents: [], contexts: [] };
  }
  // Spec §2: a skipped step files nothing; its records were dropped by the submission check, and
  // files sent for it are refused rather than kept unseen.
  if (!isStepIncluded(editor.step, input.models.single)) {
    return input.received.length > 0 ? refuse({ kind: 'notAccepted' }) : { ok: true, documents: [], contexts: [] };
  }

  const required = isEditorRequired(editor.block.required, input.models);
  const [editorMessage] = multiRecordEditorErrors({
    required,
    savedCount: input.contexts.length,
    draftOpen: false,
    dependenciesFulfilled: true,
  });
  if (editorMessage) return refuse({ kind: 'message', message: editorMessage });
  if (input.contexts.length > maxDocumentsPerClaim)
    return refuse({ kind: 'message', message: tooManyDocumentsError() });

  const fileField = fileFieldOf(editor.block);
  const typeField = documentTypeFieldOf(editor.block);
  if (!fileField) return refuse({ kind: 'notAccepted' });

  const contextIds = new Set(input.contexts.map((context) => context.clientId));
  if (contextIds.size !== input.contexts.length) return refuse({ kind: 'malformed' });
  if (input.received.some((file) => !contextIds.has(file.partName))) return refuse({ kind: 'malformed' });

  const documents: NewDocument[] = [];
  const contexts: StoredRecord[] = [];
  for (const context of input.contexts) {
    const files = input.received.filter((file) => file.partName === context.clientId);
    if (files.length !== 1) return refuse({ kind: 'malformed' });
    const file = files[0]!;
    if (file.size === 0) return refuse({ kind: 'message', message: emptyDocumentError(file.fileName) });
    if (file.size > maxDocumentBytes) return refuse({ kind: 'message', message: documentTooLargeError(file.fileName) });
    if (!isAcceptedDocumentType(file.detectedType))
      return refuse({ kind: 'message', message: documentTypeError(file.fileName) });
    if (!nameMatchesDocumentType(file.fileName, file.detectedType!))
      return refuse({ kind: 'message', message: documentNameMismatchError(file.fileName, file.detectedType!) });
    if (file.pdf === 'damaged') return refuse({ kind: 'message', message: damagedPdfError(file.fileName) });
    if (file.pdf === 'encrypted') return refuse({ kind: 'message', message: encryptedPdfError(file.fileName) });
    if (file.pdf === 'unpacksTooLarge')
      return refuse({ kind: 'message', message: pdfUnpacksTooLargeError(file.fileName) });
    if (file.imagePixels !== undefined && file.imagePixels > maxImagePixels)
      return refuse({ kind: 'message', message: imageTooLargeError(file.fileName) });

    const declared = context.fields[`${fileField}Type`];
    const declaredType = recordedFileType(typeof declared === 'string' ? declared : null);
    const documentType = typeField ? context.fields[typeField] : null;
    documents.push({
      documentContextClientId: context.clientId,
      documentType: typeof documentType === 'string' ? documentType : null,
      fileName: file.fileName,
      declaredType,
      contentType: file.detectedType!,
      size: file.size,
      sha256: file.sha256,
      staged: file.staged,
    });
    contexts.push({
      ...context,
      fields: {
        ...context.fields,
        [fileField]: file.fileName,
        [`${fileField}Name`]: file.fileName,
        [`${fileField}Size`]: String(file.size),
        [`${fileField}Type`]: declaredType,
      },
    });
  }
  return { ok: true, documents, contexts };
}
