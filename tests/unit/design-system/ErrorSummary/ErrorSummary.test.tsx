import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorSummary } from '#design-system/ErrorSummary/ErrorSummary.tsx';

afterEach(cleanup);

describe('ErrorSummary', () => {
  it('takes focus when it appears', () => {
    render(
      <ErrorSummary
        title="There is a problem"
        errors={[{ targetId: 'credentials-pin', message: 'PIN: Value is required' }]}
      />,
    );
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('links each problem to its field', () => {
    render(
      <ErrorSummary
        title="There is a problem"
        errors={[{ targetId: 'credentials-pin', message: 'PIN: Value is required' }]}
      />,
    );
    expect(screen.getByRole('link', { name: 'PIN: Value is required' })).toHaveAttribute('href', '#credentials-pin');
  });

  it('is named by its title', () => {
    render(<ErrorSummary title="There is a problem" errors={[]} description="Wrong PIN" />);
    expect(screen.getByRole('alert', { name: 'There is a problem' })).toHaveTextContent('Wrong PIN');
  });
});
