import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileInput } from '#design-system/FileInput/FileInput.tsx';
import { MultiRecordEditor } from '#design-system/MultiRecordEditor/MultiRecordEditor.tsx';
import { Select } from '#design-system/Select/Select.tsx';

const records = [
  {
    recordClientId: 'doc-1a2b3c4d',
    fields: [
      { label: 'Document type', value: 'Repair invoice' },
      { label: 'File', value: 'invoice-2021-03.pdf' },
    ],
    deleteLabel: 'Delete invoice-2021-03.pdf',
  },
  {
    recordClientId: 'doc-5e6f7g8h',
    fields: [
      { label: 'Document type', value: 'Receipt' },
      { label: 'File', value: 'receipt.jpg' },
    ],
    deleteLabel: 'Delete receipt.jpg',
  },
];

const draft = (
  <>
    <Select
      id="draft-type"
      label="Document type"
      value="Receipt"
      onChange={() => {}}
      options={[
        { value: 'Receipt', label: 'Receipt' },
        { value: 'Invoice', label: 'Repair invoice' },
      ]}
      placeholder="Select…"
    />
    <FileInput id="draft-file" label="File" file={{ name: 'receipt-2.pdf', size: 184_320 }} onChange={() => {}} />
  </>
);

const meta = {
  title: 'Design system/MultiRecordEditor',
  component: MultiRecordEditor,
  args: {
    id: 'documents',
    title: 'Supporting documents',
    records,
    emptyText: 'You have not added any documents yet.',
    onDeleteRecord: () => {},
    draft: null,
    draftTitle: 'New document',
    addMoreLabel: 'Add more',
    uploadLabel: 'Upload',
    cancelLabel: 'Cancel',
    onAddMore: () => {},
    onUpload: () => {},
    onCancel: () => {},
  },
} satisfies Meta<typeof MultiRecordEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { records: [] } };
export const WithRecords: Story = {};
export const DraftOpen: Story = { args: { draft } };
export const WithValidationMessage: Story = {
  args: { records: [], validationMessage: 'Please provide documentation to support your claim.' },
};
