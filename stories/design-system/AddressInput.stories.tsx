import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AddressInput, type AddressInputProps } from '#design-system/AddressInput/AddressInput.tsx';
import { countryOptions } from '#design-system/AddressInput/countries.ts';
import { countryCodes } from '#pages-config/lists/countries.ts';
import { usStates } from '#pages-config/lists/usStates.ts';
import { demoTexts } from '../support/demoChrome.tsx';
import { spanishArgs } from '../support/locale.ts';

const es = demoTexts('es');
const requiredInSpanish = [es('LocKey_Validation_Required')];

function Controlled(props: AddressInputProps) {
  const [values, setValues] = useState(props.values);
  return (
    <AddressInput
      {...props}
      values={values}
      onChange={(part, value) => setValues((old) => ({ ...old, [part]: value }))}
    />
  );
}

const meta = {
  title: 'Design system/AddressInput',
  component: AddressInput,
  // In Spanish too (the toolbar's language), in the visual and axe tests.
  tags: ['locale-es'],
  render: (args) => <Controlled {...args} />,
  args: {
    id: 'mailing',
    legend: 'Mailing address',
    labels: {
      streetLine1: 'Street address',
      streetLine2: 'Apartment, suite or unit',
      city: 'City',
      subDivision: 'State',
      postalCode: 'ZIP code',
      subDivisionNonUS: 'Province or region',
      postalCodeNonUS: 'Postal code',
      country: 'Country',
    },
    values: {},
    onChange: () => {},
    stateOptions: usStates,
    countryOptions: countryOptions('en', countryCodes),
    selectPlaceholder: 'Select…',
    required: { streetLine1: true, city: true, subDivision: true, postalCode: true, country: true },
    optionalText: '(optional)',
  },
  parameters: spanishArgs<AddressInputProps>({
    legend: 'Dirección postal',
    labels: {
      streetLine1: es('LocKey_ClaimantInfo_StreetLine1'),
      streetLine2: es('LocKey_ClaimantInfo_StreetLine2'),
      city: es('LocKey_ClaimantInfo_City'),
      subDivision: es('LocKey_ClaimantInfo_State'),
      postalCode: es('LocKey_ClaimantInfo_ZipCode'),
      subDivisionNonUS: 'Provincia o región',
      postalCodeNonUS: 'Código postal',
      country: 'País',
    },
    countryOptions: countryOptions('es', countryCodes),
    selectPlaceholder: es('LocKey_Shared_SelectPlaceholder'),
    optionalText: es('LocKey_Shared_Optional'),
  }),
} satisfies Meta<typeof AddressInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnitedStates: Story = {};
export const Halves: Story = { args: { layout: 'halves' } };
export const WithStreetLine2: Story = { args: { hasStreetLine2: true } };
export const Filled: Story = {
  args: {
    hasStreetLine2: true,
    values: { streetLine1: '100 Main St', city: 'Springfield', subDivision: 'IL', postalCode: '62701' },
  },
};
export const InternationalUnitedStates: Story = { args: { hasInternationalSupport: true } };
export const InternationalOtherCountry: Story = {
  args: {
    hasInternationalSupport: true,
    values: { country: 'FR', streetLine1: '12 Rue de la Paix', city: 'Paris', postalCodeNonUS: '75002' },
  },
};
export const SpanishCountryNames: Story = {
  args: {
    hasInternationalSupport: true,
    countryOptions: countryOptions('es', countryCodes),
    values: { country: 'MX' },
  },
};
export const WithErrors: Story = {
  args: {
    errors: {
      streetLine1: ['Value is required'],
      city: ['Value is required'],
      subDivision: ['Value is required'],
      postalCode: ['Value is required'],
    },
  },
  parameters: spanishArgs<AddressInputProps>({
    errors: {
      streetLine1: requiredInSpanish,
      city: requiredInSpanish,
      subDivision: requiredInSpanish,
      postalCode: requiredInSpanish,
    },
  }),
};
export const Disabled: Story = {
  args: { disabled: true, values: { streetLine1: '100 Main St', city: 'Springfield', subDivision: 'IL' } },
};
