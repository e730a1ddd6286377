import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from '#design-system/Spinner/Spinner.tsx';

const meta = {
  title: 'Design system/Spinner',
  component: Spinner,
  args: { label: 'Loading' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
