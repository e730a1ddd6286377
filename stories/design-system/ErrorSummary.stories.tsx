import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorSummary } from '#design-system/ErrorSummary/ErrorSummary.tsx';
import { TextInput } from '#design-system/TextInput/TextInput.tsx';

const meta = {
  title: 'Design system/ErrorSummary',
  component: ErrorSummary,
  args: {
    title: 'There is a problem',
    errors: [
      { message: 'Enter your first name', targetId: 'first-name' },
      { message: 'Enter an email address like name@example.com', targetId: 'email' },
    ],
  },
  // The links move focus to their fields, so the fields are on the page too.
  render: (args) => (
    <>
      <ErrorSummary {...args} />
      <TextInput id="first-name" label="First name" value="" onChange={() => {}} errors={['Enter your first name']} />
      <TextInput
        id="email"
        label="Email address"
        type="email"
        value="alex@"
        onChange={() => {}}
        errors={['Enter an email address like name@example.com']}
      />
    </>
  ),
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FieldErrors: Story = {};
export const WithServerMessage: Story = {
  args: {
    description: (
      <>
        An error occurred during your submission. Please try again. If this problem persists, please contact the
        settlement administrator at{' '}
        <a href="mailto:info@northwindsettlement.example">info@northwindsettlement.example</a>.
      </>
    ),
    errors: [],
  },
};
export const LinkToAnotherStep: Story = {
  args: {
    errors: [{ message: 'Upload a receipt for your documented losses', href: '/standard/supporting-documents' }],
  },
};
