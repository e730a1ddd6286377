import { cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MultiRecordEditor,
  type EditorOutcome,
  type MultiRecordEditorProps,
  type SavedRecord,
} from '#design-system/MultiRecordEditor/MultiRecordEditor.tsx';

afterEach(cleanup);

function renderEditor(props: Partial<MultiRecordEditorProps> = {}) {
  return render(
    <MultiRecordEditor
      id="documents"
      title="Supporting documents"
      records={[
        {
          recordClientId: 'doc-1',
          fields: [{ label: 'File', value: 'receipt.pdf' }],
          deleteLabel: 'Delete receipt.pdf',
        },
      ]}
      draft={null}
      draftTitle="New document"
      addMoreLabel="Add more"
      uploadLabel="Upload"
      cancelLabel="Cancel"
      onAddMore={() => {}}
      onUpload={() => {}}
      onCancel={() => {}}
      {...props}
    />,
  );
}

describe('MultiRecordEditor', () => {
  it('lists the saved records as rows', () => {
    renderEditor();
    expect(screen.getByRole('listitem')).toHaveTextContent('receipt.pdf');
  });

  it('is a region named by its title', () => {
    renderEditor();
    expect(screen.getByRole('region', { name: 'Supporting documents' })).toBeInTheDocument();
  });

  it('offers "Add more" while no draft is open', async () => {
    const onAddMore = vi.fn();
    renderEditor({ onAddMore });
    await userEvent.click(screen.getByRole('button', { name: 'Add more' }));
    expect(onAddMore).toHaveBeenCalledOnce();
  });

  it('shows the draft panel with Upload and Cancel while a draft is open', () => {
    renderEditor({ draft: <input aria-label="Document type" /> });
    expect(['Upload', 'Cancel', 'Add more'].map((name) => screen.queryByRole('button', { name }) !== null)).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('names the draft panel by its title', () => {
    renderEditor({ draft: <input aria-label="Document type" /> });
    expect(screen.getByRole('group', { name: 'New document' })).toContainElement(
      screen.getByRole('textbox', { name: 'Document type' }),
    );
  });

  it('calls onUpload from Upload', async () => {
    const onUpload = vi.fn();
    renderEditor({ draft: <span />, onUpload });
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(onUpload).toHaveBeenCalledOnce();
  });

  it('calls onCancel from Cancel', async () => {
    const onCancel = vi.fn();
    renderEditor({ draft: <span />, onCancel });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('deletes a saved record by its client id', async () => {
    const onDeleteRecord = vi.fn();
    renderEditor({ onDeleteRecord });
    await userEvent.click(screen.getByRole('button', { name: 'Delete receipt.pdf' }));
    expect(onDeleteRecord).toHaveBeenCalledWith('doc-1');
  });

  it('announces its validation message', () => {
    renderEditor({ validationMessage: 'Please provide documentation.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Please provide documentation.');
  });

  it('shows the empty text without saved records', () => {
    renderEditor({ records: [], emptyText: 'No documents yet.' });
    expect(screen.getByText('No documents yet.')).toBeInTheDocument();
  });
});

/**
 * An editor with its own state, as the app drives it: Add opens a draft, Upload saves it (or, with
 * the draft's name "refused", keeps it) and opens the next, Cancel and Delete remove, and each
 * outcome is said in the status.
 */
function LiveEditor() {
  const [records, setRecords] = useState<SavedRecord[]>([]);
  const [draft, setDraft] = useState<string | null>(null);
  const [drafts, setDrafts] = useState(0);
  const [outcome, setOutcome] = useState<EditorOutcome | null>(null);
  const openDraft = () => {
    setDraft(`draft-${drafts + 1}`);
    setDrafts(drafts + 1);
  };
  const [refuse, setRefuse] = useState(false);
  return (
    <>
      <label>
        <input type="checkbox" checked={refuse} onChange={() => setRefuse(!refuse)} />
        Refuse uploads
      </label>
      <MultiRecordEditor
        id="documents"
        title="Supporting documents"
        records={records}
        draft={draft ? <input key={draft} aria-label="Document type" /> : null}
        draftKey={draft ?? undefined}
        draftTitle="New document"
        addMoreLabel="Add a document"
        uploadLabel="Upload"
        cancelLabel="Cancel"
        onAddMore={openDraft}
        onUpload={() => {
          if (refuse) {
            setOutcome({ key: Math.random(), variant: 'warning', message: 'The document was not added.' });
            return;
          }
          const name = `${draft}.pdf`;
          setRecords([
            ...records,
            { recordClientId: draft!, fields: [{ label: 'File', value: name }], deleteLabel: `Delete ${name}` },
          ]);
          setOutcome({ key: Math.random(), variant: 'success', message: `${name} was added.` });
          openDraft();
        }}
        onCancel={() => setDraft(null)}
        onDeleteRecord={(clientId) => {
          setRecords(records.filter((record) => record.recordClientId !== clientId));
          setOutcome({ key: Math.random(), variant: 'success', message: `${clientId}.pdf was removed.` });
        }}
        outcome={outcome}
      />
    </>
  );
}

/** Presses a button by its name, with the pointer. */
const press = (name: string) => userEvent.click(screen.getByRole('button', { name }));

describe('MultiRecordEditor focus and announcements', () => {
  it("moves focus to the new draft's first control after Add", async () => {
    render(<LiveEditor />);
    await press('Add a document');
    expect(screen.getByRole('textbox', { name: 'Document type' })).toHaveFocus();
  });

  it('returns focus to Add after Cancel', async () => {
    render(<LiveEditor />);
    await press('Add a document');
    await press('Cancel');
    expect(screen.getByRole('button', { name: 'Add a document' })).toHaveFocus();
  });

  it('moves focus to the next draft after an Upload that saved, and says what was added', async () => {
    render(<LiveEditor />);
    await press('Add a document');
    await press('Upload');
    expect(screen.getByRole('textbox', { name: 'Document type' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('draft-1.pdf was added.');
  });

  it('keeps focus on Upload when the upload is refused, by keyboard or by pointer, and says so', async () => {
    render(<LiveEditor />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Refuse uploads' }));
    await press('Add a document');
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Upload' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Upload' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('The document was not added.');

    await userEvent.click(screen.getByRole('textbox', { name: 'Document type' }));
    await press('Upload');
    expect(screen.getByRole('button', { name: 'Upload' })).toHaveFocus();
  });

  it('returns focus to Add after Delete, or to the list heading while a draft is open, and says what was removed', async () => {
    render(<LiveEditor />);
    await press('Add a document');
    await press('Upload');
    await press('Delete draft-1.pdf');
    expect(screen.getByRole('heading', { name: 'Supporting documents' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('draft-1.pdf was removed.');

    await press('Upload');
    await press('Cancel');
    await press('Delete draft-2.pdf');
    expect(screen.getByRole('button', { name: 'Add a document' })).toHaveFocus();
  });

  it('keeps one polite status region in the page, empty until there is news', () => {
    renderEditor();
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
