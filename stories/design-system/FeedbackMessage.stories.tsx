import type { Meta, StoryObj } from '@storybook/react-vite';
import { FeedbackMessage } from '#design-system/FeedbackMessage/FeedbackMessage.tsx';
import { FloatingStatus } from '#design-system/FeedbackMessage/FloatingStatus.tsx';

const meta = {
  title: 'Design system/FeedbackMessage',
  component: FeedbackMessage,
  args: { children: 'You can come back to this page until the filing deadline.' },
} satisfies Meta<typeof FeedbackMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Success: Story = { args: { variant: 'success', children: 'Your answers have been saved.' } };
export const Warning: Story = {
  args: { variant: 'warning', children: 'The documents you add here cannot be changed after you submit.' },
};
export const WithTitle: Story = {
  args: { variant: 'warning', title: 'Check your answers', children: 'Two answers need your attention.' },
};

/** A message floating over the top of the page (the saved indicator): the page under it does not move. */
export const Floating: Story = {
  args: { variant: 'success', children: 'Your answers are saved.' },
  render: (args) => (
    <div style={{ minHeight: '10rem' }}>
      <p>The step's question stays where it is while the message shows and when it goes.</p>
      <FloatingStatus>
        <FeedbackMessage {...args} />
      </FloatingStatus>
    </div>
  ),
};
