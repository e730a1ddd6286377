import '#tests/helpers/radixDom.ts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from '#design-system/Toast/ToastProvider.tsx';
import type { ToastHandle } from '#design-system/Toast/toastHandle.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Renders a provider and hands back its toast API, as a component below it gets it. */
function renderProvider(duration = 1000): ToastHandle {
  let handle: ToastHandle | undefined;
  function Catch() {
    handle = useToast();
    return <button type="button">Elsewhere</button>;
  }
  render(
    <ToastProvider closeLabel="Close" duration={duration}>
      <Catch />
    </ToastProvider>,
  );
  if (!handle) throw new Error('no handle');
  return handle;
}

function run(step: () => void) {
  act(step);
}

function advance(milliseconds: number) {
  run(() => {
    vi.advanceTimersByTime(milliseconds);
  });
}

const toastRegion = () => screen.getByRole('region');

describe('ToastProvider and useToast', () => {
  it('shows a toast with its title and message', () => {
    const toast = renderProvider();
    run(() => toast.show({ title: 'Saved', message: 'Your answers on this step have been saved.' }));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(screen.getByText('Your answers on this step have been saved.')).toBeInTheDocument();
  });

  it('gives each toast its accent from the helper that showed it', () => {
    const toast = renderProvider();
    run(() => {
      toast.success('Uploaded');
      toast.warning('Connection lost');
      toast.error('Upload failed');
    });
    expect(screen.getByText('Uploaded').closest('[data-variant]')).toHaveAttribute('data-variant', 'success');
    expect(screen.getByText('Connection lost').closest('[data-variant]')).toHaveAttribute('data-variant', 'warning');
    expect(screen.getByText('Upload failed').closest('[data-variant]')).toHaveAttribute('data-variant', 'error');
  });

  it('hides one toast by the id show returned, and keeps the others', () => {
    const toast = renderProvider();
    let first = '';
    run(() => {
      first = toast.success('Uploaded');
      toast.warning('Connection lost');
    });
    run(() => toast.hide(first));
    expect(screen.queryByText('Uploaded')).not.toBeInTheDocument();
    expect(screen.getByText('Connection lost')).toBeInTheDocument();
  });

  it('hides every toast at once', () => {
    const toast = renderProvider();
    run(() => {
      toast.success('Uploaded');
      toast.warning('Connection lost');
    });
    run(() => toast.hideAll());
    expect(screen.queryByText('Uploaded')).not.toBeInTheDocument();
    expect(screen.queryByText('Connection lost')).not.toBeInTheDocument();
  });

  it('shows a toast by the name of its method', () => {
    const toast = renderProvider();
    run(() => {
      toast.call('warning', 'Connection lost', 'We will try again in a moment.');
    });
    expect(screen.getByText('Connection lost').closest('[data-variant]')).toHaveAttribute('data-variant', 'warning');
  });

  it('throws "No method named {name}" when called by a name it has no method for', () => {
    const toast = renderProvider();
    expect(() => toast.call('info', 'Saved')).toThrow('No method named info');
  });

  it('hides a toast itself after the delay', () => {
    const toast = renderProvider(1000);
    run(() => toast.show({ title: 'Saved' }));
    advance(1500);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it("takes a toast's own delay over the provider's", () => {
    const toast = renderProvider(1000);
    run(() => toast.show({ title: 'Saved', duration: 4000 }));
    advance(2000);
    expect(screen.getByText('Saved')).toBeInTheDocument();
    advance(2500);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('stays while the pointer is over it', () => {
    const toast = renderProvider(1000);
    run(() => toast.show({ title: 'Saved' }));
    fireEvent.pointerMove(toastRegion());
    advance(3000);
    expect(screen.getByText('Saved')).toBeInTheDocument();
  });

  it('resumes hiding when the pointer leaves', () => {
    const toast = renderProvider(1000);
    run(() => toast.show({ title: 'Saved' }));
    fireEvent.pointerMove(toastRegion());
    advance(3000);
    fireEvent.pointerLeave(toastRegion());
    advance(1500);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('stays while focus is in it', () => {
    const toast = renderProvider(1000);
    run(() => toast.show({ title: 'Saved' }));
    run(() => screen.getByRole('button', { name: 'Close' }).focus());
    advance(3000);
    expect(screen.getByText('Saved')).toBeInTheDocument();
  });

  it('resumes hiding when focus leaves', () => {
    const toast = renderProvider(1000);
    run(() => toast.show({ title: 'Saved' }));
    run(() => screen.getByRole('button', { name: 'Close' }).focus());
    advance(3000);
    run(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    advance(1500);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('closes a toast from its close button', () => {
    const toast = renderProvider(Infinity);
    run(() => toast.show({ title: 'Saved' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('refuses to give a handle outside a provider', () => {
    function Orphan() {
      useToast();
      return null;
    }
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Orphan />)).toThrow('useToast needs a ToastProvider');
  });
});
