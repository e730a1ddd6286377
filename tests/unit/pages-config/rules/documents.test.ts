import { describe, expect, it } from 'vitest';
import {
  documentTooLargeError,
  fileFieldValues,
  isAcceptedDocumentType,
  recordedFileType,
  tooManyDocumentsError,
} from '#pages-config/rules/documents.ts';
import { formatRuleMessage } from '#pages-config/rules/message.ts';

describe('a file field', () => {
  it('writes the file name into itself and its name, size and type beside it', () => {
    expect(fileFieldValues('file', { name: 'receipt.pdf', size: 1200, type: 'application/pdf' })).toEqual({
      file: 'receipt.pdf',
      fileName: 'receipt.pdf',
      fileSize: '1200',
      fileType: 'application/pdf',
    });
  });

  it('records a missing type as unknown', () => {
    expect([recordedFileType(''), recordedFileType(null), recordedFileType('image/png')]).toEqual([
      'unknown',
      'unknown',
      'image/png',
    ]);
  });
});

describe('document types', () => {
  it('accept PDF, JPEG, PNG and HEIC as found in the content', () => {
    expect(['application/pdf', 'image/jpeg', 'image/png', 'image/heic'].every(isAcceptedDocumentType)).toBe(true);
  });

  it('refuse anything else, and content of no known type', () => {
    expect([
      isAcceptedDocumentType('image/gif'),
      isAcceptedDocumentType('application/zip'),
      isAcceptedDocumentType(undefined),
    ]).toEqual([false, false, false]);
  });
});

describe('document messages', () => {
  it('name the file and the 20 MB limit', () => {
    expect(formatRuleMessage({}, documentTooLargeError('scan.pdf'))).toBe(
      'scan.pdf is larger than 20 MB. Choose a smaller file, or scan the document at a lower resolution.',
    );
  });

  it('give the limit of 10 documents', () => {
    expect(formatRuleMessage({}, tooManyDocumentsError())).toBe(
      'You can add at most 10 documents. Remove one before you add another.',
    );
  });
});
