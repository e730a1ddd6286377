import type { Meta, StoryObj } from '@storybook/react-vite';
import { Panel } from '#design-system/Panel/Panel.tsx';

const meta = {
  title: 'Design system/Panel',
  component: Panel,
  args: { title: 'Your reference code', children: 'NWM-7Q2K9D4F' },
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReferenceCode: Story = {};
export const H3: Story = { args: { headingTag: 'h3', title: 'Claim filed' } };
