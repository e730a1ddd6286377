import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { NameInput, type NameInputProps, type NamePart } from '#design-system/NameInput/NameInput.tsx';

afterEach(cleanup);

const labels = { firstName: 'First name', middleInitial: 'Middle initial', lastName: 'Last name' };

function renderName(props: Partial<NameInputProps> = {}) {
  return render(<NameInput id="name" legend="Your name" labels={labels} values={{}} onChange={() => {}} {...props} />);
}

function Controlled() {
  const [values, setValues] = useState<Partial<Record<NamePart, string>>>({});
  return (
    <NameInput
      id="name"
      legend="Your name"
      layout="firstMiddleInitialLast"
      labels={labels}
      values={values}
      onChange={(part, value) => setValues((old) => ({ ...old, [part]: value }))}
    />
  );
}

describe('NameInput', () => {
  it('shows the last name only in the default layout', () => {
    renderName();
    expect(screen.getAllByRole('textbox').map((input) => input.id)).toEqual(['name-lastName']);
  });

  it('shows first and last name in the firstLast layout', () => {
    renderName({ layout: 'firstLast' });
    expect(screen.getAllByRole('textbox').map((input) => input.id)).toEqual(['name-firstName', 'name-lastName']);
  });

  it('shows first name, middle initial and last name in the firstMiddleInitialLast layout', () => {
    renderName({ layout: 'firstMiddleInitialLast' });
    expect(screen.getAllByRole('textbox').map((input) => input.id)).toEqual([
      'name-firstName',
      'name-middleInitial',
      'name-lastName',
    ]);
  });

  it('labels each part', () => {
    renderName({ layout: 'firstMiddleInitialLast' });
    expect(screen.getByRole('textbox', { name: 'Middle initial' })).toHaveAttribute('id', 'name-middleInitial');
  });

  it('groups the parts under the legend', () => {
    renderName({ layout: 'firstLast' });
    expect(screen.getByRole('group', { name: 'Your name' })).toContainElement(
      screen.getByRole('textbox', { name: 'First name' }),
    );
  });

  it('keeps one upper-case letter as the middle initial', async () => {
    render(<Controlled />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Middle initial' }), 'q.x');
    expect(screen.getByRole('textbox', { name: 'Middle initial' })).toHaveValue('Q');
  });

  it('shows the first error of a part on that part', () => {
    renderName({ layout: 'firstLast', errors: { firstName: ['Value is required'] } });
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription('Value is required');
  });

  it('fills each part from its value', () => {
    renderName({ layout: 'firstLast', values: { firstName: 'Alex', lastName: 'Sample' } });
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('Sample');
  });
});
