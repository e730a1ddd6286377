import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox, type CheckboxProps } from '#design-system/Checkbox/Checkbox.tsx';

function ControlledCheckbox(props: CheckboxProps) {
  const [checked, setChecked] = useState(props.checked);
  return <Checkbox {...props} checked={checked} onChange={setChecked} />;
}

const meta = {
  title: 'Design system/Checkbox',
  component: Checkbox,
  render: (args) => <ControlledCheckbox {...args} />,
  args: {
    id: 'email-updates',
    label: 'Send me updates about the settlement by email',
    checked: false,
    onChange: () => {},
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { checked: true } };
export const WithHint: Story = {
  args: {
    id: 'losses',
    label: 'I am claiming reimbursement of documented out-of-pocket losses',
    hint: 'You will be asked for receipts or statements.',
  },
};
export const WithError: Story = {
  args: {
    id: 'attest',
    label: 'I declare under penalty of perjury that the information in this claim is true and correct',
    required: true,
    errors: ['At least one option is required.'],
  },
};
export const Disabled: Story = { args: { checked: true, disabled: true } };
