import type { Meta, StoryObj } from '@storybook/react-vite';
import { AlertModal } from '#design-system/AlertModal/AlertModal.tsx';
import { InStoryRoot } from './storyRoot.tsx';

const meta = {
  title: 'Design system/AlertModal',
  component: AlertModal,
  render: (args) => <InStoryRoot>{(container) => <AlertModal {...args} container={container} />}</InStoryRoot>,
  args: {
    open: true,
    message:
      'A problem has occurred during your submission. Please try again. If this problem persists, please contact the Settlement Administrator using the information below.',
    onOk: () => {},
  },
} satisfies Meta<typeof AlertModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultTitle: Story = {};
export const WithTitle: Story = { args: { title: 'Submission problem', okLabel: 'Try again' } };
