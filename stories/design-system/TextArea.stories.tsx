import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextArea, type TextAreaProps } from '#design-system/TextArea/TextArea.tsx';

function ControlledTextArea(props: TextAreaProps) {
  const [value, setValue] = useState(props.value);
  return <TextArea {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Design system/TextArea',
  component: TextArea,
  render: (args) => <ControlledTextArea {...args} />,
  args: {
    id: 'description',
    label: 'Describe what you did in response to the data exposure',
    value: '',
    onChange: () => {},
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = {
  args: {
    value:
      'I froze my credit with the three bureaus and changed the passwords of my online accounts. It took an afternoon.',
  },
};
export const WithHint: Story = { args: { hint: 'Up to 1000 characters.', optionalText: '(optional)' } };
export const WithError: Story = {
  args: {
    value: 'I spent three hours <on the phone>',
    required: true,
    errors: ['These characters are not allowed: < >'],
  },
};
export const ThreeRows: Story = { args: { rows: 3, placeholder: 'A few words are enough' } };
export const Disabled: Story = { args: { value: 'Submitted with the claim.', disabled: true } };
