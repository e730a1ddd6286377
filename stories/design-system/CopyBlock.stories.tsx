import type { Meta, StoryObj } from '@storybook/react-vite';
import { CopyBlock } from '#design-system/CopyBlock/CopyBlock.tsx';

const meta = {
  title: 'Design system/CopyBlock',
  component: CopyBlock,
  args: {
    paragraphs: [
      'Use this form to file a claim in the Northwind Motors Connected Vehicle Data settlement. It takes about ten minutes.',
      'You will need the Notice ID and PIN printed on the notice you received by mail or email.',
    ],
  },
} satisfies Meta<typeof CopyBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Left: Story = {};
export const Centred: Story = { args: { align: 'center' } };
export const OneParagraph: Story = {
  args: {
    paragraphs: ['Thank you. Your claim has been received and will be reviewed by the Settlement Administrator.'],
  },
};
