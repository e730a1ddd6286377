import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Heading } from '#design-system/Heading/Heading.tsx';

afterEach(cleanup);

describe('Heading', () => {
  it('renders the element its tag names', () => {
    render(<Heading tag="h3">Vehicles</Heading>);
    expect(screen.getByRole('heading', { level: 3, name: 'Vehicles' })).toBeInTheDocument();
  });
});
