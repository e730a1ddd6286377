import '#tests/helpers/radixDom.ts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toast } from '#design-system/Toast/Toast.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Shown() {
  const [open, setOpen] = useState(true);
  return <Toast open={open} onOpenChange={setOpen} title="Saved" duration={1000} closeLabel="Close" />;
}

function advance(milliseconds: number) {
  act(() => {
    vi.advanceTimersByTime(milliseconds);
  });
}

describe('Toast', () => {
  it('shows its title', () => {
    render(<Shown />);
    expect(screen.getByText('Saved')).toBeInTheDocument();
  });

  it('hides itself after its duration', () => {
    render(<Shown />);
    advance(1500);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('stays while the pointer is over it', () => {
    render(<Shown />);
    fireEvent.pointerMove(screen.getByRole('region'));
    advance(3000);
    expect(screen.getByText('Saved')).toBeInTheDocument();
  });

  it('resumes hiding when the pointer leaves', () => {
    render(<Shown />);
    const region = screen.getByRole('region');
    fireEvent.pointerMove(region);
    advance(3000);
    fireEvent.pointerLeave(region);
    advance(1500);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('stays while focus is in it', () => {
    render(<Shown />);
    act(() => {
      screen.getByRole('button', { name: 'Close' }).focus();
    });
    advance(3000);
    expect(screen.getByText('Saved')).toBeInTheDocument();
  });

  it('resumes hiding when focus leaves it', () => {
    render(
      <>
        <button type="button">Elsewhere</button>
        <Shown />
      </>,
    );
    act(() => {
      screen.getByRole('button', { name: 'Close' }).focus();
    });
    advance(3000);
    act(() => {
      screen.getByRole('button', { name: 'Elsewhere' }).focus();
    });
    advance(1500);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('closes from its close button', () => {
    render(<Shown />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    advance(500);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });
});
