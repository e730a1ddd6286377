import { afterEach, describe, expect, it } from 'vitest';
import { buildSubmissionParts, selectSubmittedDocumentContexts } from '#app/features/client/submission.ts';
import { fieldChanged } from '#app/features/formModels/formModelsSlice.ts';
import { editorProblemsOf } from '#app/features/records/editorProblems.ts';
import { fileOf, forgetAllFiles } from '#app/features/records/fileRegistry.ts';
import { selectEditorView } from '#app/features/records/recordsSelectors.ts';
import { draftFieldsChanged } from '#app/features/records/recordsSlice.ts';
import {
  addMoreRequested,
  cancelRequested,
  deleteRequested,
  draftFileChosen,
  uploadRequested,
} from '#app/features/records/recordThunks.ts';
import { sessionTimedOut } from '#app/features/session/sessionThunks.ts';
import { nextRequested } from '#app/features/steps/stepThunks.ts';
import type { AppStore } from '#app/store.ts';
import { editorBlocksOf } from '#pages-config/rules/editors.ts';
import { demoStep, makeDemoStore, modelOf } from '#tests/unit/app/demoSettlement.ts';

const documentsStep = demoStep('supporting-documents');
const [{ block: editor }] = editorBlocksOf([documentsStep]) as [ReturnType<typeof editorBlocksOf>[number]];

afterEach(() => forgetAllFiles());

/** Whether a value holds a File or Blob anywhere inside it. */
function holdsAFile(value: unknown): boolean {
  if (value instanceof Blob) return true;
  if (value === null || typeof value !== 'object') return false;
  return Object.values(value).some(holdsAFile);
}

function view(store: AppStore) {
  return selectEditorView(store.getState(), 'Standard', editor);
}

function pdf(name = 'receipt.pdf', size = 1200, type = 'application/pdf'): File {
  return new File([new Uint8Array(size)], name, { type });
}

/** Opens a draft and fills it: a document type and a file. */
function fillDraft(store: AppStore, file: File = pdf(), documentType = 'Receipt'): string {
  store.dispatch(addMoreRequested('Standard', editor));
  const clientId = view(store).draft!.clientId;
  store.dispatch(draftFieldsChanged({ clientId, values: { documentType } }));
  store.dispatch(draftFileChosen(clientId, 'file', file));
  return clientId;
}

/** A store whose claimant claims documented losses of $120, so documents are required. */
function storeWithLosses(): AppStore {
  const store = makeDemoStore();
  store.dispatch(
    fieldChanged({ clientId: modelOf(store, 'ClaimantInfo').clientId, key: 'hasDocumentedLosses', value: 'Yes' }),
  );
  store.dispatch(
    fieldChanged({ clientId: modelOf(store, 'ClaimDetails').clientId, key: 'documentedLosses', value: '120.00' }),
  );
  return store;
}

describe('add more', () => {
  it('opens a draft with a new client id of the prefix and 8 characters', () => {
    const store = makeDemoStore();
    store.dispatch(addMoreRequested('Standard', editor));
    expect(view(store).draft?.clientId).toMatch(/^fm-[a-z0-9]{8}$/);
  });

  it('starts the draft with every field empty', () => {
    const store = makeDemoStore();
    store.dispatch(addMoreRequested('Standard', editor));
    expect(view(store).draft?.fields).toEqual({ documentType: null, file: null });
  });
});

describe('choosing a file', () => {
  it('records its name, size and type in the draft and keeps the file outside the store', () => {
    const store = makeDemoStore();
    const clientId = fillDraft(store, pdf('receipt.pdf', 1200));
    expect(view(store).draft?.fields).toMatchObject({
      file: 'receipt.pdf',
      fileName: 'receipt.pdf',
      fileSize: '1200',
      fileType: 'application/pdf',
    });
    expect(fileOf(clientId)?.name).toBe('receipt.pdf');
    expect(holdsAFile(store.getState())).toBe(false);
  });

  it('records a file the browser gives no type as unknown', () => {
    const store = makeDemoStore();
    fillDraft(store, pdf('scan', 10, ''));
    expect(view(store).draft?.fields.fileType).toBe('unknown');
  });
});

describe('upload', () => {
  it('shows the draft errors and keeps it open when a field is missing', () => {
    const store = makeDemoStore();
    store.dispatch(addMoreRequested('Standard', editor));
    expect(store.dispatch(uploadRequested('Standard', editor))).toBe('invalid');
    expect(Object.keys(view(store).draftShownErrors)).toEqual(['documentType', 'file']);
  });

  it('refuses a file over 20 MB before anything is sent', () => {
    const store = makeDemoStore();
    fillDraft(store, pdf('huge.pdf', 20 * 1024 * 1024 + 1));
    expect(store.dispatch(uploadRequested('Standard', editor))).toBe('invalid');
    expect(view(store).draftShownErrors.file).toEqual([
      'huge.pdf is larger than 20 MB. Choose a smaller file, or scan the document at a lower resolution.',
    ]);
  });

  it('refuses a file of a type no claim takes at Upload, in the claimant’s language, before anything is sent', () => {
    const store = makeDemoStore();
    fillDraft(
      store,
      pdf('statement.docx', 1200, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
    );
    expect(store.dispatch(uploadRequested('Standard', editor))).toBe('invalid');
    expect(view(store).draftShownErrors.file).toEqual([
      'statement.docx is not a PDF, JPEG, PNG or HEIC file. Choose a file of one of these types.',
    ]);
    const spanish = makeDemoStore('es');
    fillDraft(spanish, pdf('nota.txt', 10, 'text/plain'));
    expect(spanish.dispatch(uploadRequested('Standard', editor))).toBe('invalid');
    expect(view(spanish).draftShownErrors.file).toEqual([
      'nota.txt no es un archivo PDF, JPEG, PNG ni HEIC. Elija un archivo de uno de estos tipos.',
    ]);
  });

  it('takes a photo a phone names in capitals, IMG_0001.JPG, or a HEIC one', () => {
    for (const name of ['IMG_0001.JPG', 'IMG_0002.heic', 'scan.Jpeg']) {
      const store = makeDemoStore();
      fillDraft(store, pdf(name, 1200, ''));
      expect(store.dispatch(uploadRequested('Standard', editor))).toBe('saved');
    }
  });

  it('moves a valid draft to the saved records', () => {
    const store = makeDemoStore();
    const clientId = fillDraft(store);
    store.dispatch(uploadRequested('Standard', editor));
    expect(view(store).saved.map((record) => record.clientId)).toEqual([clientId]);
  });

  it('opens a new empty draft after saving', () => {
    const store = makeDemoStore();
    const clientId = fillDraft(store);
    store.dispatch(uploadRequested('Standard', editor));
    expect([view(store).draft?.clientId !== clientId, view(store).draftDirty]).toEqual([true, false]);
  });

  it('opens no new draft when the editor says not to', () => {
    const store = makeDemoStore();
    const closing = { ...editor, startNewDraftAfterUpload: false };
    store.dispatch(addMoreRequested('Standard', closing));
    const clientId = selectEditorView(store.getState(), 'Standard', closing).draft!.clientId;
    store.dispatch(draftFieldsChanged({ clientId, values: { documentType: 'Receipt' } }));
    store.dispatch(draftFileChosen(clientId, 'file', pdf()));
    store.dispatch(uploadRequested('Standard', closing));
    expect(selectEditorView(store.getState(), 'Standard', closing).draft).toBeNull();
  });

  it('saves a second document with the same file name, each with its own file', () => {
    const store = makeDemoStore();
    const firstFile = pdf('image.jpg', 1200, 'image/jpeg');
    const first = fillDraft(store, firstFile);
    store.dispatch(uploadRequested('Standard', editor));
    const secondFile = pdf('image.jpg', 900, 'image/jpeg');
    const second = fillDraft(store, secondFile);
    expect(store.dispatch(uploadRequested('Standard', editor))).toBe('saved');
    expect(view(store).saved.map((record) => [record.clientId, record.fields.file])).toEqual([
      [first, 'image.jpg'],
      [second, 'image.jpg'],
    ]);
    expect([fileOf(first) === firstFile, fileOf(second) === secondFile, view(store).shownMessage]).toEqual([
      true,
      true,
      undefined,
    ]);
  });
});

describe('cancel and delete', () => {
  it('cancel discards the draft and its file', () => {
    const store = makeDemoStore();
    const clientId = fillDraft(store);
    store.dispatch(cancelRequested(clientId));
    expect([view(store).draft, fileOf(clientId)]).toEqual([null, undefined]);
  });

  it('delete removes a saved record and its file', () => {
    const store = makeDemoStore();
    const clientId = fillDraft(store);
    store.dispatch(uploadRequested('Standard', editor));
    store.dispatch(deleteRequested(clientId));
    expect([view(store).saved, fileOf(clientId)]).toEqual([[], undefined]);
  });
});

describe('Next on the documents step', () => {
  it('asks for documentation when documented losses are claimed and nothing is saved', () => {
    const store = storeWithLosses();
    expect(editorProblemsOf(store.getState(), 'Standard', documentsStep).map((problem) => problem.message.key)).toEqual(
      ['LocKey_Validation_ProvideDocumentation'],
    );
  });

  it('needs no documents when the documented losses are zero or empty', () => {
    const store = makeDemoStore();
    expect(editorProblemsOf(store.getState(), 'Standard', documentsStep)).toEqual([]);
  });

  it('reports a draft with input not uploaded as form-is-dirty', () => {
    const store = storeWithLosses();
    fillDraft(store);
    store.dispatch(uploadRequested('Standard', editor));
    store.dispatch(draftFieldsChanged({ clientId: view(store).draft!.clientId, values: { documentType: 'Other' } }));
    expect(editorProblemsOf(store.getState(), 'Standard', documentsStep).map((problem) => problem.message.key)).toEqual(
      ['LocKey_Validation_FormIsDirty'],
    );
  });

  it('lets the empty draft opened after an upload pass', () => {
    const store = storeWithLosses();
    fillDraft(store);
    store.dispatch(uploadRequested('Standard', editor));
    expect(editorProblemsOf(store.getState(), 'Standard', documentsStep)).toEqual([]);
  });

  it('stays on the step, showing the message in the editor, when Next fails', async () => {
    const store = storeWithLosses();
    store.dispatch({ type: 'navigation/pageEntered', payload: documentsStep.path });
    const outcome = await store.dispatch(nextRequested('Standard', 'supporting-documents'));
    expect([outcome.kind, view(store).shownMessage]).toEqual(['invalid', 'Provide documentation to continue.']);
  });
});

describe('the submission', () => {
  it('carries the saved records as document contexts, each with its file by client id', () => {
    const store = storeWithLosses();
    const clientId = fillDraft(store);
    store.dispatch(uploadRequested('Standard', editor));
    const parts = buildSubmissionParts(store.getState(), 'Standard', 'en');
    const contexts = JSON.parse(parts.documentContexts ?? '[]') as { clientId: string; fields: object }[];
    expect(contexts.map((context) => [context.clientId, context.fields])).toEqual([
      [
        clientId,
        {
          documentType: 'Receipt',
          file: 'receipt.pdf',
          fileName: 'receipt.pdf',
          fileSize: '1200',
          fileType: 'application/pdf',
        },
      ],
    ]);
    expect(fileOf(clientId)).toBeInstanceOf(File);
  });

  it('carries no documents when the answers skip the documents step', () => {
    const store = storeWithLosses();
    fillDraft(store);
    store.dispatch(uploadRequested('Standard', editor));
    store.dispatch(
      fieldChanged({ clientId: modelOf(store, 'ClaimantInfo').clientId, key: 'hasDocumentedLosses', value: 'No' }),
    );
    expect(selectSubmittedDocumentContexts(store.getState(), 'Standard')).toEqual([]);
  });
});

describe('when the session expires', () => {
  it('drops the saved documents, the draft and the chosen files', () => {
    const store = makeDemoStore();
    const saved = fillDraft(store);
    store.dispatch(uploadRequested('Standard', editor));
    store.dispatch(sessionTimedOut());
    expect([view(store).saved, view(store).draft, fileOf(saved)]).toEqual([[], null, undefined]);
  });
});
