import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { NameInput, type NameInputProps } from '#design-system/NameInput/NameInput.tsx';
import { demoTexts } from '../support/demoChrome.tsx';
import { spanishArgs } from '../support/locale.ts';

const es = demoTexts('es');

function Controlled(props: NameInputProps) {
  const [values, setValues] = useState(props.values);
  return (
    <NameInput {...props} values={values} onChange={(part, value) => setValues((old) => ({ ...old, [part]: value }))} />
  );
}

const meta = {
  title: 'Design system/NameInput',
  component: NameInput,
  // In Spanish too (the toolbar's language), in the visual and axe tests.
  tags: ['locale-es'],
  render: (args) => <Controlled {...args} />,
  args: {
    id: 'claimant-name',
    legend: 'Your name',
    labels: { firstName: 'First name', middleInitial: 'Middle initial', lastName: 'Last name' },
    values: {},
    onChange: () => {},
    required: { firstName: true, lastName: true },
    optionalText: '(optional)',
  },
  parameters: spanishArgs<NameInputProps>({
    legend: 'Su nombre',
    labels: {
      firstName: es('LocKey_ClaimantInfo_FirstName'),
      middleInitial: es('LocKey_ClaimantInfo_MiddleInitial'),
      lastName: es('LocKey_ClaimantInfo_LastName'),
    },
    optionalText: es('LocKey_Shared_Optional'),
  }),
} satisfies Meta<typeof NameInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LastNameOnly: Story = {};
export const FirstLast: Story = { args: { layout: 'firstLast' } };
export const FirstMiddleInitialLast: Story = { args: { layout: 'firstMiddleInitialLast' } };
export const Filled: Story = {
  args: { layout: 'firstMiddleInitialLast', values: { firstName: 'Alex', middleInitial: 'J', lastName: 'Sample' } },
};
export const WithErrors: Story = {
  args: {
    layout: 'firstMiddleInitialLast',
    errors: { firstName: ['Value is required'], lastName: ['Value is required'] },
  },
  parameters: spanishArgs<NameInputProps>({
    errors: { firstName: [es('LocKey_Validation_Required')], lastName: [es('LocKey_Validation_Required')] },
  }),
};
export const Disabled: Story = {
  args: { layout: 'firstLast', values: { firstName: 'Alex', lastName: 'Sample' }, disabled: true },
};
