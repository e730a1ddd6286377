import type { Meta, StoryObj } from '@storybook/react-vite';
import { Toast } from '#design-system/Toast/Toast.tsx';

const meta = {
  title: 'Design system/Toast',
  component: Toast,
  // Shown until closed, so the screenshot never races the timer.
  args: { open: true, onOpenChange: () => {}, title: 'Saved', duration: Infinity, closeLabel: 'Close' },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { message: 'Your answers on this step have been saved.' } };
export const Success: Story = { args: { variant: 'success', message: 'Your document was uploaded.' } };
export const Warning: Story = {
  args: { variant: 'warning', title: 'Connection lost', message: 'We will try again in a moment.' },
};
