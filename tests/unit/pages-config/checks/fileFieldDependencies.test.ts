import { describe, expect, it } from 'vitest';
import { editedDemo, problemsOf, type Json } from '#tests/helpers/demoSettlementEdits.ts';

const file = 'forms/documents-upload.json';

/** The demo's DocumentsUpload page config with its file field given `extra`. */
function withFileField(extra: Json) {
  return editedDemo(file, (json) => {
    const model = (json.models as Json[]).find((candidate) => candidate.metadata.dtoMapping === 'DocumentContexts');
    const field = (model?.fields as Json[]).find((candidate) => candidate.key === 'file');
    Object.assign(field ?? {}, extra);
  });
}

describe('the file field of a documents editor', () => {
  it('may not have dependencies, which are not implemented for it (spec §4)', () => {
    const problems = problemsOf(withFileField({ dependencies: [{ field: 'documentType', value: 'Receipt' }] }));
    expect(problems.filter((problem) => problem.code === 'editor/file-field-dependencies')).toEqual([
      expect.objectContaining({
        file,
        pointer: expect.stringMatching(/^\/models\/\d+\/fields\/\d+\/dependencies$/),
        message: expect.stringContaining('Dependencies are not implemented for the file field "file"'),
      }),
    ]);
  });

  it('may not have dependency options either', () => {
    const problems = problemsOf(withFileField({ dependencyOptions: { effect: 'disableWhenAnyUnfulfilled' } }));
    expect(problems.map((problem) => problem.code)).toContain('editor/file-field-dependencies');
  });

  it('passes without them, as in the demo', () => {
    expect(problemsOf(withFileField({})).map((problem) => problem.code)).not.toContain(
      'editor/file-field-dependencies',
    );
  });
});
