import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Spinner } from '#design-system/Spinner/Spinner.tsx';

afterEach(cleanup);

describe('Spinner', () => {
  it('is a status that says what is loading', () => {
    render(<Spinner label="Loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });
});
