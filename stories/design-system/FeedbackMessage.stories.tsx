import type { Meta, StoryObj } from '@storybook/react-vite';
import { FeedbackMessage } from '#design-system/FeedbackMessage/FeedbackMessage.tsx';

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
