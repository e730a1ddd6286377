import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RadioGroup, type RadioGroupProps } from '#design-system/RadioGroup/RadioGroup.tsx';

function ControlledRadioGroup(props: RadioGroupProps) {
  const [value, setValue] = useState(props.value);
  return <RadioGroup {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Design system/RadioGroup',
  component: RadioGroup,
  render: (args) => <ControlledRadioGroup {...args} />,
  args: {
    id: 'payment-method',
    label: 'How would you like to be paid?',
    value: null,
    onChange: () => {},
    options: [
      { value: 'PayPal', label: 'PayPal' },
      { value: 'Venmo', label: 'Venmo' },
      { value: 'DirectDeposit', label: 'Direct deposit to a bank account' },
      { value: 'Check', label: 'Paper check by mail' },
    ],
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {};
export const Chosen: Story = { args: { value: 'Check' } };
export const WithHint: Story = {
  args: { required: true, hint: 'Electronic payments arrive weeks sooner than checks.' },
};
export const WithError: Story = { args: { required: true, errors: ['Value is required'] } };
export const YesNo: Story = {
  args: {
    id: 'still-own',
    label: 'Do you still own this vehicle?',
    value: 'Yes',
    options: [
      { value: 'Yes', label: 'Yes' },
      { value: 'No', label: 'No' },
    ],
  },
};
export const Disabled: Story = { args: { value: 'PayPal', disabled: true } };
