import { describe, expect, it } from 'vitest';
import { formTypeOfSegment } from '#server/routes/api/forms/formTypeSegment.ts';

describe('formTypeOfSegment', () => {
  it('names the form type of each URL segment', () => {
    expect((['standard', 'lookup', 'automotive', 'documents-upload'] as const).map(formTypeOfSegment)).toEqual([
      'Standard',
      'Lookup',
      'Automotive',
      'DocumentsUpload',
    ]);
  });

  it("raises spec §8's internal error for any other segment", () => {
    expect(() => formTypeOfSegment('mortgage' as never)).toThrow('Unexpected Form Type');
  });
});
