import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading } from '#design-system/Heading/Heading.tsx';

const meta = {
  title: 'Design system/Heading',
  component: Heading,
  args: { tag: 'h1', children: 'File your claim' },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const H1: Story = {};
export const H2: Story = { args: { tag: 'h2', children: 'Your contact details' } };
export const H3: Story = { args: { tag: 'h3', children: 'Mailing address' } };
export const H4: Story = { args: { tag: 'h4', children: 'Vehicle 1' } };
export const Outline: Story = {
  render: () => (
    <>
      <Heading tag="h1">File your claim</Heading>
      <Heading tag="h2">Your contact details</Heading>
      <Heading tag="h3">Mailing address</Heading>
      <Heading tag="h4">Vehicle 1</Heading>
    </>
  ),
};
