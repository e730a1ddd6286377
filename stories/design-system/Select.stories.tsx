import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select, type SelectProps } from '#design-system/Select/Select.tsx';

function ControlledSelect(props: SelectProps) {
  const [value, setValue] = useState(props.value);
  return <Select {...props} value={value} onChange={setValue} />;
}

const modelYears = ['2019', '2020', '2021', '2022'].map((year) => ({ value: year, label: year }));

const meta = {
  title: 'Design system/Select',
  component: Select,
  render: (args) => <ControlledSelect {...args} />,
  args: {
    id: 'model-year',
    label: 'Model year',
    value: '',
    onChange: () => {},
    options: modelYears,
    placeholder: 'Select…',
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};
export const Chosen: Story = { args: { value: '2020' } };
export const Required: Story = { args: { required: true, hint: 'As shown on your registration.' } };
export const WithError: Story = { args: { required: true, errors: ['Value is required'] } };
export const State: Story = {
  args: {
    id: 'state',
    label: 'State',
    autoComplete: 'address-level1',
    value: 'IL',
    options: [
      { value: 'CA', label: 'California' },
      { value: 'IL', label: 'Illinois' },
      { value: 'OR', label: 'Oregon' },
      { value: 'TX', label: 'Texas' },
    ],
  },
};
export const Disabled: Story = { args: { value: '2021', disabled: true } };
