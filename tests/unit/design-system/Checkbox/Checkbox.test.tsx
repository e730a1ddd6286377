import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Checkbox } from '#design-system/Checkbox/Checkbox.tsx';

afterEach(cleanup);

describe('Checkbox', () => {
  it('calls onEnter when Enter is pressed on it', () => {
    const onEnter = vi.fn();
    render(<Checkbox id="updates" label="Send me updates" checked={false} onChange={() => {}} onEnter={onEnter} />);
    fireEvent.keyDown(screen.getByRole('checkbox', { name: 'Send me updates' }), { key: 'Enter' });
    expect(onEnter).toHaveBeenCalledOnce();
  });

  it('is described by its first error', () => {
    render(
      <Checkbox
        id="updates"
        label="Send me updates"
        checked={false}
        onChange={() => {}}
        errors={['Tick the box', 'Other']}
      />,
    );
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('Tick the box');
  });
});

describe('Checkbox label and error', () => {
  it('is named by its label', () => {
    render(<Checkbox id="updates" label="Send me updates" checked={false} onChange={() => {}} />);
    expect(screen.getByRole('checkbox', { name: 'Send me updates' })).toBeInTheDocument();
  });

  it('shows only the first error', () => {
    render(
      <Checkbox id="updates" label="Send me updates" checked={false} onChange={() => {}} errors={['One', 'Two']} />,
    );
    expect(screen.queryByText('Two')).not.toBeInTheDocument();
  });

  it('toggles with the space bar', async () => {
    const onChange = vi.fn();
    render(<Checkbox id="updates" label="Send me updates" checked={false} onChange={onChange} />);
    screen.getByRole('checkbox').focus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
