import type { Meta, StoryObj } from '@storybook/react-vite';
import { Columns } from '#design-system/Columns/Columns.tsx';
import { TextInput } from '#design-system/TextInput/TextInput.tsx';

const input = (id: string, label: string, value = '') => (
  <TextInput key={id} id={id} label={label} value={value} onChange={() => {}} />
);

const meta = {
  title: 'Design system/Columns',
  component: Columns,
  args: { count: 2, children: [input('first-name', 'First name', 'Alex'), input('last-name', 'Last name', 'Sample')] },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Halves: Story = {};
export const Thirds: Story = {
  args: {
    count: 3,
    children: [input('city', 'City', 'Springfield'), input('state', 'State', 'IL'), input('zip', 'ZIP code', '62701')],
  },
};
export const OneAtHalfWidth: Story = { args: { count: 1, children: input('email', 'Email address') } };
