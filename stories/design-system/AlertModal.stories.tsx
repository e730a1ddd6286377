import type { Meta, StoryObj } from '@storybook/react-vite';
import { AlertModal, type AlertModalProps } from '#design-system/AlertModal/AlertModal.tsx';
import { demoTexts } from '../support/demoChrome.tsx';
import { spanishArgs } from '../support/locale.ts';
import { InStoryRoot } from './storyRoot.tsx';

const meta = {
  title: 'Design system/AlertModal',
  component: AlertModal,
  // In Spanish too (the toolbar's language), in the visual and axe tests.
  tags: ['locale-es'],
  render: (args) => <InStoryRoot>{(container) => <AlertModal {...args} container={container} />}</InStoryRoot>,
  args: {
    open: true,
    message:
      'A problem has occurred during your submission. Please try again. If this problem persists, please contact the Settlement Administrator using the information below.',
    onOk: () => {},
  },
  // The caller translates the default title and the button too.
  parameters: spanishArgs<AlertModalProps>({
    title: 'Aviso',
    message: demoTexts('es')('LocKey_Shared_ErrorMessage_Problem'),
    okLabel: 'Aceptar',
  }),
} satisfies Meta<typeof AlertModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultTitle: Story = {};
export const WithTitle: Story = {
  args: { title: 'Submission problem', okLabel: 'Try again' },
  parameters: spanishArgs<AlertModalProps>({ title: 'Problema con el envío', okLabel: 'Intentar de nuevo' }),
};
