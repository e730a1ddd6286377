import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorSummary, type ErrorSummaryProps } from '#design-system/ErrorSummary/ErrorSummary.tsx';
import { TextInput } from '#design-system/TextInput/TextInput.tsx';
import { demoTexts } from '../support/demoChrome.tsx';
import { spanishArgs, storyLocale } from '../support/locale.ts';

const es = demoTexts('es');

/** The fields the summary links to, in the toolbar's language. */
const fieldTexts = {
  en: {
    firstName: 'First name',
    firstNameError: 'Enter your first name',
    email: 'Email address',
    emailError: 'Enter an email address like name@example.com',
  },
  es: {
    firstName: es('LocKey_ClaimantInfo_FirstName'),
    firstNameError: 'Ingrese su nombre',
    email: es('LocKey_ClaimantInfo_Email'),
    emailError: es('LocKey_Validation_Email'),
  },
};

const meta = {
  title: 'Design system/ErrorSummary',
  component: ErrorSummary,
  // In Spanish too (the toolbar's language), in the visual and axe tests.
  tags: ['locale-es'],
  args: {
    title: 'There is a problem',
    errors: [
      { message: fieldTexts.en.firstNameError, targetId: 'first-name' },
      { message: fieldTexts.en.emailError, targetId: 'email' },
    ],
  },
  parameters: spanishArgs<ErrorSummaryProps>({
    title: es('LocKey_Shared_ErrorSummary_Title'),
    errors: [
      { message: fieldTexts.es.firstNameError, targetId: 'first-name' },
      { message: fieldTexts.es.emailError, targetId: 'email' },
    ],
  }),
  // The links move focus to their fields, so the fields are on the page too.
  render: (args, { globals }) => {
    const texts = fieldTexts[storyLocale(globals)];
    return (
      <>
        <ErrorSummary {...args} />
        <TextInput
          id="first-name"
          label={texts.firstName}
          value=""
          onChange={() => {}}
          errors={[texts.firstNameError]}
        />
        <TextInput
          id="email"
          label={texts.email}
          type="email"
          value="alex@"
          onChange={() => {}}
          errors={[texts.emailError]}
        />
      </>
    );
  },
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
  parameters: spanishArgs<ErrorSummaryProps>({
    description: (
      <>
        Se produjo un error al enviar su reclamación. Inténtelo de nuevo. Si el problema continúa, comuníquese con el
        administrador del acuerdo en{' '}
        <a href="mailto:info@northwindsettlement.example">info@northwindsettlement.example</a>.
      </>
    ),
    errors: [],
  }),
};
export const LinkToAnotherStep: Story = {
  args: {
    errors: [{ message: 'Upload a receipt for your documented losses', href: '/standard/supporting-documents' }],
  },
  parameters: spanishArgs<ErrorSummaryProps>({
    errors: [{ message: 'Suba un recibo de sus pérdidas documentadas', href: '/standard/supporting-documents' }],
  }),
};
