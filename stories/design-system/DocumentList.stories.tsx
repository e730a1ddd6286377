import type { Meta, StoryObj } from '@storybook/react-vite';
import { DocumentList } from '#design-system/DocumentList/DocumentList.tsx';

const meta = {
  title: 'Design system/DocumentList',
  component: DocumentList,
  args: {
    newTabHint: 'opens in a new tab',
    documents: [
      {
        title: 'Long Form Notice',
        description: 'What the settlement offers, who is included, and your rights.',
        href: '/documents/long-form-notice.pdf',
      },
      { title: 'Settlement Agreement', href: '/documents/settlement-agreement.pdf' },
    ],
  },
} satisfies Meta<typeof DocumentList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Spanish: Story = {
  args: {
    newTabHint: 'se abre en una pestaña nueva',
    documents: [
      {
        title: 'Aviso detallado',
        description: 'Lo que ofrece el acuerdo, quién está incluido y sus derechos.',
        href: '/documents/long-form-notice.pdf',
      },
    ],
  },
};
