import '#tests/helpers/radixDom.ts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '#design-system/Button/Button.tsx';
import { Modal } from '#design-system/Modal/Modal.tsx';

afterEach(cleanup);

function Toggle({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(true);
  const change = (next: boolean) => {
    onOpenChange?.(next);
    setOpen(next);
  };
  return (
    <>
      <Button label="Open" onClick={() => setOpen(true)} />
      <Modal
        open={open}
        onOpenChange={change}
        title="Before you go"
        description="Your answers are kept."
        actions={<Button label="Close" onClick={() => setOpen(false)} />}
      />
    </>
  );
}

describe('Modal', () => {
  it('is a dialog named by its title and described by its description', () => {
    render(<Toggle />);
    expect(screen.getByRole('dialog', { name: 'Before you go' })).toHaveAccessibleDescription('Your answers are kept.');
  });

  it('does not close on Escape', async () => {
    const onOpenChange = vi.fn();
    render(<Toggle onOpenChange={onOpenChange} />);
    await userEvent.keyboard('{Escape}');
    expect([onOpenChange.mock.calls.length, screen.queryByRole('dialog') !== null]).toEqual([0, true]);
  });

  it('does not close on a click on the backdrop', () => {
    const onOpenChange = vi.fn();
    render(<Toggle onOpenChange={onOpenChange} />);
    fireEvent.pointerDown(document.body);
    fireEvent.click(document.body);
    expect([onOpenChange.mock.calls.length, screen.queryByRole('dialog') !== null]).toEqual([0, true]);
  });

  it('closes by its own button', async () => {
    render(<Toggle />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves focus into the dialog when it opens', () => {
    render(<Toggle />);
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
  });

  it('renders nothing while closed', () => {
    render(<Modal open={false} title="Hidden" actions={<Button label="OK" />} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
