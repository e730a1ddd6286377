import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Select } from '#design-system/Select/Select.tsx';

afterEach(cleanup);

const options = [
  { value: 'Check', label: 'Paper check' },
  { value: 'PayPal', label: 'PayPal' },
];

describe('Select (native)', () => {
  it('is named by its label', () => {
    render(
      <Select
        id="method"
        label="Payment method"
        value=""
        onChange={() => {}}
        options={options}
        placeholder="Select…"
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Payment method' })).toBeInTheDocument();
  });

  it('shows the placeholder while nothing is chosen', () => {
    render(
      <Select
        id="method"
        label="Payment method"
        value=""
        onChange={() => {}}
        options={options}
        placeholder="Select…"
      />,
    );
    expect(screen.getByRole('combobox')).toHaveDisplayValue('Select…');
  });

  it('adds the none option last with its label', () => {
    render(
      <Select
        id="method"
        label="Payment method"
        value=""
        onChange={() => {}}
        options={options}
        placeholder="Select…"
        hasNoneOption
        noneOptionLabel="None of these"
      />,
    );
    expect(screen.getAllByRole('option').at(-1)).toHaveTextContent('None of these');
  });

  it('does not add the none option twice when the list has it', () => {
    render(
      <Select
        id="method"
        label="Payment method"
        value=""
        onChange={() => {}}
        options={[...options, { value: 'None', label: 'None' }]}
        placeholder="Select…"
        hasNoneOption
      />,
    );
    expect(screen.getAllByRole('option', { name: 'None' })).toHaveLength(1);
  });

  it('reports the chosen value', async () => {
    const onChange = vi.fn();
    render(
      <Select
        id="method"
        label="Payment method"
        value=""
        onChange={onChange}
        options={options}
        placeholder="Select…"
      />,
    );
    await userEvent.selectOptions(screen.getByRole('combobox'), 'PayPal');
    expect(onChange).toHaveBeenCalledWith('PayPal');
  });
});
