import type { Meta, StoryObj } from '@storybook/react-vite';
import { SessionTimeoutModal } from '#design-system/SessionTimeoutModal/SessionTimeoutModal.tsx';
import { InStoryRoot } from './storyRoot.tsx';

const meta = {
  title: 'Design system/SessionTimeoutModal',
  component: SessionTimeoutModal,
  render: (args) => <InStoryRoot>{(container) => <SessionTimeoutModal {...args} container={container} />}</InStoryRoot>,
  args: {
    open: true,
    secondsRemaining: 59,
    title: 'Your session is about to end',
    message: 'For your security, your session will end soon. Choose Continue to keep working on your claim.',
    continueLabel: 'Continue',
    onContinue: () => {},
  },
} satisfies Meta<typeof SessionTimeoutModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneMinuteLeft: Story = { args: { secondsRemaining: 60 } };
export const SecondsLeft: Story = { args: { secondsRemaining: 9 } };
