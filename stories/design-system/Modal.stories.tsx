import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '#design-system/Button/Button.tsx';
import { Modal } from '#design-system/Modal/Modal.tsx';
import { InStoryRoot } from './storyRoot.tsx';

const meta = {
  title: 'Design system/Modal',
  component: Modal,
  render: (args) => <InStoryRoot>{(container) => <Modal {...args} container={container} />}</InStoryRoot>,
  args: {
    open: true,
    title: 'Leave this page?',
    description: 'Your answers on this step are kept. You can come back to finish later.',
    actions: (
      <>
        <Button label="Stay" variant="outline" />
        <Button label="Leave" variant="primary" />
      </>
    ),
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
