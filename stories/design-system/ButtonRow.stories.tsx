import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '#design-system/Button/Button.tsx';
import { ButtonRow } from '#design-system/ButtonRow/ButtonRow.tsx';

const meta = {
  title: 'Design system/ButtonRow',
  component: ButtonRow,
  args: {
    children: [<Button key="next" variant="primary" label="Next" />, <Button key="back" variant="link" label="Back" />],
  },
} satisfies Meta<typeof ButtonRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BackAndNext: Story = {};
export const NextOnly: Story = { args: { children: <Button variant="primary" label="Start your claim" /> } };
