import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextInput, type TextInputProps } from '#design-system/TextInput/TextInput.tsx';

/** The input as a page uses it: it keeps what the claimant typed. */
function ControlledTextInput(props: TextInputProps) {
  const [value, setValue] = useState(props.value);
  return <TextInput {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Design system/TextInput',
  component: TextInput,
  render: (args) => <ControlledTextInput {...args} />,
  args: { id: 'first-name', label: 'First name', value: '', onChange: () => {}, autoComplete: 'given-name' },
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: 'Alex' } };
export const Required: Story = { args: { required: true } };
export const Optional: Story = {
  args: { id: 'middle-initial', label: 'Middle initial', optionalText: '(optional)', width: 'short' },
};
export const WithHint: Story = {
  args: {
    id: 'notice-id',
    label: 'Notice ID',
    hint: 'The 12-character code printed above your name on the notice, like NWM-4J7K-2Q9P.',
    required: true,
  },
};
export const WithError: Story = {
  args: {
    id: 'email',
    label: 'Email address',
    type: 'email',
    value: 'alex.sample@',
    required: true,
    errors: ['Enter an email address like name@example.com', 'Value is required'],
  },
};
export const HintAndError: Story = {
  args: {
    id: 'pin',
    label: 'PIN',
    hint: 'The 6-digit PIN from your notice.',
    value: '58310',
    width: 'short',
    inputMode: 'numeric',
    required: true,
    errors: ['Enter the 6 digits of your PIN'],
  },
};
export const PhoneMask: Story = {
  args: {
    id: 'phone',
    label: 'Phone number',
    type: 'tel',
    inputMode: 'tel',
    placeholder: '(123) 456-7890',
    value: '(555) 555-0123',
    mask: 'usPhone',
  },
};
export const ZipMask: Story = {
  args: {
    id: 'zip',
    label: 'ZIP code',
    inputMode: 'numeric',
    width: 'short',
    value: '62701',
    mask: 'zip',
  },
};
export const DateMask: Story = {
  args: {
    id: 'date-of-birth',
    label: 'Date of birth',
    hint: 'For example, 01/31/1980',
    placeholder: 'mm/dd/yyyy',
    inputMode: 'numeric',
    width: 'short',
    mask: 'date',
  },
};
export const CurrencyPrefix: Story = {
  args: { id: 'losses', label: 'Documented losses', prefix: '$', value: '1,250.00', inputMode: 'decimal' },
};
export const Suffix: Story = {
  args: { id: 'hours', label: 'Hours lost', suffix: 'hours', value: '3.5', inputMode: 'decimal', width: 'short' },
};
export const SuppressedLabel: Story = {
  args: { id: 'search', label: 'Search the frequently asked questions', suppressLabel: true, placeholder: 'Search' },
};
export const Disabled: Story = { args: { value: 'Alex', disabled: true } };
