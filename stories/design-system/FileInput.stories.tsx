import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileInput } from '#design-system/FileInput/FileInput.tsx';

const meta = {
  title: 'Design system/FileInput',
  component: FileInput,
  args: {
    id: 'document',
    label: 'Document',
    hint: 'A PDF, JPG or PNG file, up to 10 MB.',
    file: null,
    onChange: () => {},
    accept: '.pdf,.jpg,.jpeg,.png',
  },
} satisfies Meta<typeof FileInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Chosen: Story = { args: { file: { name: 'invoice-2021-03.pdf', size: 1_843_200 } } };
export const WithError: Story = { args: { required: true, errors: ['Value is required'] } };
export const Disabled: Story = { args: { disabled: true } };
