import type { Meta, StoryObj } from '@storybook/react-vite';
import { DisplayValuesRow, type DisplayValuesRowProps } from '#design-system/DisplayValuesRow/DisplayValuesRow.tsx';
import { spanishArgs } from '../support/locale.ts';

const valuesOf = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ label: `Answer ${index + 1}`, value: `Value ${index + 1}` }));
const spanishValuesOf = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ label: `Respuesta ${index + 1}`, value: `Valor ${index + 1}` }));

const meta = {
  title: 'Design system/DisplayValuesRow',
  component: DisplayValuesRow,
  // In Spanish too (the toolbar's language), in the visual and axe tests.
  tags: ['locale-es'],
  args: {
    recordClientId: 'doc-1a2b3c4d',
    fields: [
      { label: 'Document type', value: 'Repair invoice' },
      { label: 'File', value: 'invoice-2021-03.pdf' },
    ],
    deleteLabel: 'Delete invoice-2021-03.pdf',
    editLabel: 'Edit invoice-2021-03.pdf',
    onDelete: () => {},
  },
  parameters: spanishArgs<DisplayValuesRowProps>({
    fields: [
      { label: 'Tipo de documento', value: 'Factura de reparación' },
      { label: 'Archivo', value: 'invoice-2021-03.pdf' },
    ],
    deleteLabel: 'Eliminar invoice-2021-03.pdf',
    editLabel: 'Modificar invoice-2021-03.pdf',
  }),
} satisfies Meta<typeof DisplayValuesRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DeleteOnly: Story = {};
export const EditAndDelete: Story = { args: { allowUserToEditRecords: true, onEdit: () => {} } };
export const NoButtons: Story = { args: { allowUserToDeleteRecords: false } };
export const TwelveValues: Story = {
  args: { allowUserToDeleteRecords: false, fields: valuesOf(12) },
  parameters: spanishArgs<DisplayValuesRowProps>({ fields: spanishValuesOf(12) }),
};
export const ElevenValuesWithButtons: Story = {
  args: { allowUserToEditRecords: true, onEdit: () => {}, fields: valuesOf(11) },
  parameters: spanishArgs<DisplayValuesRowProps>({ fields: spanishValuesOf(11) }),
};
