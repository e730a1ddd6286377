import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfirmationBlock, type ConfirmationBlockProps } from '#design-system/ConfirmationBlock/ConfirmationBlock.tsx';

function Controlled(props: ConfirmationBlockProps) {
  const [values, setValues] = useState(props.values);
  return (
    <ConfirmationBlock
      {...props}
      values={values}
      onChange={(part, value) => setValues((old) => ({ ...old, [part]: value }))}
    />
  );
}

const meta = {
  title: 'Design system/ConfirmationBlock',
  component: ConfirmationBlock,
  render: (args) => <Controlled {...args} />,
  args: {
    kind: 'confirmEmailAddress',
    id: 'email',
    labels: { value: 'Email address', confirmation: 'Confirm email address' },
    values: {},
    onChange: () => {},
    required: true,
  },
} satisfies Meta<typeof ConfirmationBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmailEmpty: Story = {};
export const EmailFilled: Story = {
  args: { values: { value: 'alex.sample@example.com', confirmation: 'alex.sample@example.com' } },
};
export const EmailMismatch: Story = {
  args: {
    values: { value: 'alex.sample@example.com', confirmation: 'alex.sampel@example.com' },
    errors: { confirmation: ['The email addresses do not match'] },
  },
};
export const PhoneNumber: Story = {
  args: {
    kind: 'confirmPhoneNumber',
    id: 'phone',
    labels: { value: 'Phone number', confirmation: 'Confirm phone number' },
    mask: 'usPhone',
    values: { value: '(555) 555-0142' },
  },
};
export const Disabled: Story = {
  args: { disabled: true, values: { value: 'alex.sample@example.com', confirmation: 'alex.sample@example.com' } },
};
