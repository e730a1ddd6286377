import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RadioGroup } from '#design-system/RadioGroup/RadioGroup.tsx';

afterEach(cleanup);

const options = [
  { value: 'Owned', label: 'Owned' },
  { value: 'Leased', label: 'Leased' },
];

describe('RadioGroup', () => {
  it('adds the none option last with its label', () => {
    render(
      <RadioGroup
        id="ownership"
        label="Ownership"
        value={null}
        onChange={() => {}}
        options={options}
        hasNoneOption
        noneOptionLabel="Neither"
      />,
    );
    expect(screen.getAllByRole('radio').at(-1)).toHaveAccessibleName('Neither');
  });

  it('reports the none value when the none option is chosen', async () => {
    const onChange = vi.fn();
    render(
      <RadioGroup
        id="ownership"
        label="Ownership"
        value={null}
        onChange={onChange}
        options={options}
        hasNoneOption
        noneOptionLabel="Neither"
      />,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Neither' }));
    expect(onChange).toHaveBeenCalledWith('None');
  });

  it('moves the choice with the arrow keys', async () => {
    const onChange = vi.fn();
    render(<RadioGroup id="ownership" label="Ownership" value="Owned" onChange={onChange} options={options} />);
    screen.getByRole('radio', { name: 'Owned' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenCalledWith('Leased');
  });

  it('shows its first error in the group', () => {
    render(
      <RadioGroup
        id="ownership"
        label="Ownership"
        value={null}
        onChange={() => {}}
        options={options}
        errors={['Value is required', 'Other']}
      />,
    );
    expect(screen.getByRole('group', { name: 'Ownership' })).toHaveAccessibleDescription('Value is required');
  });
});
