import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MultiRecordEditor, type MultiRecordEditorProps } from '#design-system/MultiRecordEditor/MultiRecordEditor.tsx';

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
