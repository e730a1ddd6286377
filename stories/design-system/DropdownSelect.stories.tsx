import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DropdownSelect, type DropdownSelectProps } from '#design-system/DropdownSelect/DropdownSelect.tsx';

function Controlled(props: DropdownSelectProps) {
  const [value, setValue] = useState(props.value);
  return <DropdownSelect {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Design system/DropdownSelect',
  component: DropdownSelect,
  render: (args) => <Controlled {...args} />,
  args: {
    id: 'document-type',
    label: 'Document type',
    value: '',
    onChange: () => {},
    options: [
      { value: 'Receipt', label: 'Receipt' },
      { value: 'Invoice', label: 'Repair invoice' },
      { value: 'Statement', label: 'Bank statement' },
    ],
    placeholder: 'Select…',
  },
} satisfies Meta<typeof DropdownSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Chosen: Story = { args: { value: 'Invoice' } };
export const WithError: Story = { args: { required: true, errors: ['Value is required'] } };
export const Disabled: Story = { args: { value: 'Receipt', disabled: true } };
/** Open: the list over the page, the chosen option ticked. */
export const Open: Story = { args: { defaultOpen: true, value: 'Invoice' } };
export const OpenWithNoneOption: Story = {
  args: { defaultOpen: true, hasNoneOption: true, noneOptionLabel: 'None of these' },
};
