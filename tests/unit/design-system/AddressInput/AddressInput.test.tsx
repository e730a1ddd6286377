import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AddressInput, type AddressInputProps, type AddressPart } from '#design-system/AddressInput/AddressInput.tsx';
import { countryOptions } from '#design-system/AddressInput/countries.ts';
import { countryCodes } from '#pages-config/lists/countries.ts';

afterEach(cleanup);

const labels = {
  streetLine1: 'Street address',
  streetLine2: 'Apartment, suite, unit',
  city: 'City',
  subDivision: 'State',
  postalCode: 'ZIP code',
  subDivisionNonUS: 'Province or region',
  postalCodeNonUS: 'Postal code',
  country: 'Country',
};
const stateOptions = [
  { value: 'IL', label: 'Illinois' },
  { value: 'AE', label: 'Armed Forces Europe' },
];

function renderAddress(props: Partial<AddressInputProps> = {}) {
  return render(
    <AddressInput
      id="mailing"
      legend="Mailing address"
      labels={labels}
      values={{}}
      onChange={() => {}}
      stateOptions={stateOptions}
      countryOptions={countryOptions('en', countryCodes)}
      selectPlaceholder="Select…"
      {...props}
    />,
  );
}

function Controlled() {
  const [values, setValues] = useState<Partial<Record<AddressPart, string>>>({});
  return (
    <AddressInput
      id="mailing"
      legend="Mailing address"
      labels={labels}
      values={values}
      onChange={(part, value) => setValues((old) => ({ ...old, [part]: value }))}
      stateOptions={stateOptions}
      countryOptions={countryOptions('en', countryCodes)}
      selectPlaceholder="Select…"
      hasInternationalSupport
    />
  );
}

describe('AddressInput', () => {
  it('shows city, state and ZIP code for a US address', () => {
    renderAddress();
    expect(screen.getByRole('combobox', { name: 'State' })).toBeInTheDocument();
  });

  it('leaves out the second street line unless asked for', () => {
    renderAddress();
    expect(screen.queryByRole('textbox', { name: 'Apartment, suite, unit' })).not.toBeInTheDocument();
  });

  it('shows the second street line with hasStreetLine2', () => {
    renderAddress({ hasStreetLine2: true });
    expect(screen.getByRole('textbox', { name: 'Apartment, suite, unit' })).toBeInTheDocument();
  });

  it('offers no country without international support', () => {
    renderAddress();
    expect(screen.queryByRole('combobox', { name: 'Country' })).not.toBeInTheDocument();
  });

  it('starts the country at the United States', () => {
    renderAddress({ hasInternationalSupport: true });
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('US');
  });

  it('shows subdivision and postal code, not state and ZIP, for another country', () => {
    renderAddress({ hasInternationalSupport: true, values: { country: 'FR' } });
    expect([
      screen.queryByRole('textbox', { name: 'Province or region' }) !== null,
      screen.queryByRole('textbox', { name: 'Postal code' }) !== null,
      screen.queryByRole('combobox', { name: 'State' }) !== null,
      screen.queryByRole('textbox', { name: 'ZIP code' }) !== null,
    ]).toEqual([true, true, false, false]);
  });

  it('switches to the non-US row when another country is chosen', async () => {
    render(<Controlled />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'CA');
    expect(screen.getByRole('textbox', { name: 'Postal code' })).toBeInTheDocument();
  });

  it('masks the ZIP code as #####-####', async () => {
    render(<Controlled />);
    await userEvent.type(screen.getByRole('textbox', { name: 'ZIP code' }), '627011234');
    expect(screen.getByRole('textbox', { name: 'ZIP code' })).toHaveValue('62701-1234');
  });

  it('masks the non-US postal code to 10 letters, digits or spaces', async () => {
    render(<Controlled />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'GB');
    await userEvent.type(screen.getByRole('textbox', { name: 'Postal code' }), 'SW1A-1AA 99999');
    expect(screen.getByRole('textbox', { name: 'Postal code' })).toHaveValue('SW1A1AA 99');
  });

  it('lays city, state and ZIP code out in thirds by default', () => {
    renderAddress();
    expect(screen.getByRole('textbox', { name: 'City' }).closest('[data-columns]')).toHaveAttribute(
      'data-columns',
      '3',
    );
  });

  it('names each input `${id}-${part}` by default', () => {
    renderAddress();
    expect(screen.getByRole('textbox', { name: 'City' }).id).toBe('mailing-city');
  });

  it('gives a part the id asked for in partIds', () => {
    renderAddress({ partIds: { city: 'claimantInfo-mailingCity' } });
    expect(screen.getByRole('textbox', { name: 'City' }).id).toBe('claimantInfo-mailingCity');
  });

  it('tells which part Enter was pressed in', async () => {
    const entered: string[] = [];
    renderAddress({ hasInternationalSupport: true, values: { country: 'FR' }, onEnter: (part) => entered.push(part) });
    await userEvent.type(screen.getByRole('textbox', { name: 'Postal code' }), '{Enter}');
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), '{Enter}');
    expect(entered).toEqual(['postalCodeNonUS', 'city']);
  });

  it('puts the ZIP code alone at half width in the halves layout', () => {
    renderAddress({ layout: 'halves' });
    expect(screen.getByRole('textbox', { name: 'ZIP code' }).closest('[data-columns]')).toHaveAttribute(
      'data-columns',
      '1',
    );
  });
});

describe('countryOptions', () => {
  it('lists about 190 or more ISO countries', () => {
    expect(countryOptions('en', countryCodes).length).toBeGreaterThan(190);
  });

  it('names the countries in Spanish for es', () => {
    expect(countryOptions('es', countryCodes).find((option) => option.value === 'DE')?.label).toBe('Alemania');
  });

  it('offers the codes it is given, no others', () => {
    expect(countryOptions('en', ['FR', 'DE']).map((option) => option.value)).toEqual(['FR', 'DE']);
  });

  it('sorts by name in the culture', () => {
    const labels = countryOptions('en', countryCodes).map((option) => option.label);
    expect(labels.slice(0, 2)).toEqual(['Afghanistan', 'Åland Islands']);
  });
});
