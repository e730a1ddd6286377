import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Columns } from '#design-system/Columns/Columns.tsx';

afterEach(cleanup);

describe('Columns', () => {
  it('says how many inputs its row is laid out for', () => {
    const { container } = render(
      <Columns count={3}>
        <span />
        <span />
        <span />
      </Columns>,
    );
    expect(container.firstElementChild).toHaveAttribute('data-columns', '3');
  });
});
