import { describe, expect, it } from 'vitest';
import { editorProblems } from '#pages-config/checks/editorChecks.ts';
import { pageConfigSchema, type PageConfig } from '#pages-config/schema/page.ts';
import documentsUploadJson from '#pages-config/settlements/demo/forms/documents-upload.json';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The demo's DocumentsUpload page config with one edit. */
function editedPage(edit: (json: Json) => void): PageConfig {
  const json = structuredClone(documentsUploadJson) as Json;
  edit(json);
  return pageConfigSchema.parse(json);
}

const editorPointer = '/steps/1/blocks/2';
const codesOf = (page: PageConfig) =>
  editorProblems('forms/documents-upload.json', page).map((problem) => problem.code);

describe('multi-record editor checks', () => {
  it('find nothing wrong with the demo', () => {
    expect(
      editorProblems(
        'forms/documents-upload.json',
        editedPage(() => undefined),
      ),
    ).toEqual([]);
  });

  it('name a field the model does not have', () => {
    const problems = editorProblems(
      'forms/documents-upload.json',
      editedPage((json) => {
        json.steps[1].blocks[2].fields[0].field = 'documentKind';
      }),
    );
    expect(problems).toEqual([
      {
        file: 'forms/documents-upload.json',
        pointer: `${editorPointer}/fields/0/field`,
        code: 'reference/unknown-field',
        message: 'No field "documentKind" in the DocumentContexts model: add it to "models" or correct the name.',
      },
    ]);
  });

  it('ask for exactly one file input', () => {
    const page = editedPage((json) => {
      json.steps[1].blocks[2].fields[0].component = 'file';
    });
    expect(codesOf(page)).toEqual(['editor/file-field']);
  });

  it('ask for the model the records belong to', () => {
    const page = editedPage((json) => {
      json.models = json.models.filter((model: Json) => model.metadata.dtoMapping !== 'DocumentContexts');
    });
    expect(codesOf(page)).toEqual(['reference/missing-model']);
  });

  it('name an amount that does not exist', () => {
    const page = editedPage((json) => {
      json.steps[1].blocks[2].required = { whenAnyPositive: [{ model: 'ClaimDetails', field: 'documentedLosses' }] };
    });
    expect(editorProblems('forms/documents-upload.json', page).map((problem) => problem.pointer)).toEqual([
      `${editorPointer}/required/whenAnyPositive/0/field`,
    ]);
  });
});
