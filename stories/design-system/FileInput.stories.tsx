import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileInput, type FileInputProps } from '#design-system/FileInput/FileInput.tsx';
import { demoTexts } from '../support/demoChrome.tsx';
import { spanishArgs } from '../support/locale.ts';

const meta = {
  title: 'Design system/FileInput',
  component: FileInput,
  // In Spanish too (the toolbar's language), in the visual and axe tests. The browser's own
  // button ("Choose File") speaks the browser's language, not the page's.
  tags: ['locale-es'],
  args: {
    id: 'document',
    label: 'Document',
    hint: 'A PDF, JPG or PNG file, up to 10 MB.',
    file: null,
    onChange: () => {},
    accept: '.pdf,.jpg,.jpeg,.png',
  },
  parameters: spanishArgs<FileInputProps>({
    label: 'Documento',
    hint: 'Un archivo PDF, JPG o PNG de hasta 10 MB.',
    // The size in the Spanish number format: 1,8 MB.
    locale: 'es',
  }),
} satisfies Meta<typeof FileInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Chosen: Story = { args: { file: { name: 'invoice-2021-03.pdf', size: 1_843_200 } } };
export const WithError: Story = {
  args: { required: true, errors: ['Value is required'] },
  parameters: spanishArgs<FileInputProps>({ errors: [demoTexts('es')('LocKey_Validation_Required')] }),
};
export const Disabled: Story = { args: { disabled: true } };
