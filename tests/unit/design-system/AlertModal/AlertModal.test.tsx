import '#tests/helpers/radixDom.ts';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertModal } from '#design-system/AlertModal/AlertModal.tsx';

afterEach(cleanup);

describe('AlertModal', () => {
  it("is titled 'Alert' by default", () => {
    render(<AlertModal open message="Something went wrong." onOk={() => {}} />);
    expect(screen.getByRole('alertdialog', { name: 'Alert' })).toBeInTheDocument();
  });

  it('shows its message as the description', () => {
    render(<AlertModal open title="Problem" message="Something went wrong." onOk={() => {}} />);
    expect(screen.getByRole('alertdialog', { name: 'Problem' })).toHaveAccessibleDescription('Something went wrong.');
  });

  it('calls onOk from its OK button', async () => {
    const onOk = vi.fn();
    render(<AlertModal open message="Something went wrong." onOk={onOk} />);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onOk).toHaveBeenCalledOnce();
  });
});
