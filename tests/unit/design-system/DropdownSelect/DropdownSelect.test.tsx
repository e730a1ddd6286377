import '#tests/helpers/radixDom.ts';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DropdownSelect } from '#design-system/DropdownSelect/DropdownSelect.tsx';

afterEach(cleanup);

const options = [
  { value: '2019', label: '2019' },
  { value: '2020', label: '2020' },
];

function renderSelect(props: Partial<Parameters<typeof DropdownSelect>[0]> = {}) {
  return render(
    <DropdownSelect
      id="modelYear"
      label="Model year"
      value=""
      onChange={() => {}}
      options={options}
      placeholder="Select…"
      {...props}
    />,
  );
}

describe('DropdownSelect (Radix)', () => {
  it('is a combobox named by its label', () => {
    renderSelect();
    expect(screen.getByRole('combobox', { name: 'Model year' })).toBeInTheDocument();
  });

  it('shows the placeholder while nothing is chosen', () => {
    renderSelect();
    expect(screen.getByRole('combobox')).toHaveTextContent('Select…');
  });

  it('opens with the keyboard and lists the options', async () => {
    renderSelect();
    screen.getByRole('combobox').focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['2019', '2020']);
  });

  it('lists the none option last with its label', async () => {
    renderSelect({ hasNoneOption: true, noneOptionLabel: 'I do not know' });
    screen.getByRole('combobox').focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getAllByRole('option').at(-1)).toHaveTextContent('I do not know');
  });

  it('reports the option chosen with the keyboard', async () => {
    const onChange = vi.fn();
    renderSelect({ onChange });
    screen.getByRole('combobox').focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('2020');
  });

  it('is described by its first error', () => {
    renderSelect({ errors: ['Value is required'] });
    expect(screen.getByRole('combobox')).toHaveAccessibleDescription('Value is required');
  });

  it('takes its trigger out of the tab order while the list is open, the page behind being aria-hidden', async () => {
    renderSelect();
    const trigger = screen.getByRole('combobox');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('tabindex', '-1');
  });

  it('puts the trigger back in the tab order and focus on it when the list closes', async () => {
    renderSelect();
    const trigger = screen.getByRole('combobox');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Escape}');
    expect(trigger).not.toHaveAttribute('tabindex');
    expect(trigger).toHaveFocus();
  });

  it('opens at first render when asked to, with the trigger out of the tab order', () => {
    renderSelect({ defaultOpen: true });
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { hidden: true })).toHaveAttribute('tabindex', '-1');
  });
});
