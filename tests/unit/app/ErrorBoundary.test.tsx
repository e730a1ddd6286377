import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '#app/ErrorBoundary.tsx';

function Failing(): never {
  throw new Error('Navigation store is already navigating');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ErrorBoundary', () => {
  it('shows its fallback when the part below it throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary fallback={<p>Your request failed.</p>}>
        <Failing />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Your request failed.')).toBeInTheDocument();
  });

  it('logs the error it caught (spec §8)', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary fallback={<p>Your request failed.</p>}>
        <Failing />
      </ErrorBoundary>,
    );
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Navigation store is already navigating' }),
      expect.any(String),
    );
  });
});
