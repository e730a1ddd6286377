import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextArea } from '#design-system/TextArea/TextArea.tsx';

afterEach(cleanup);

describe('TextArea', () => {
  it('shows 5 rows by default', () => {
    render(<TextArea id="description" label="Description" value="" onChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAttribute('rows', '5');
  });
});
