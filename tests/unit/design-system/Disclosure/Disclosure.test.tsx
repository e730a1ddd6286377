import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Disclosure } from '#design-system/Disclosure/Disclosure.tsx';

afterEach(cleanup);

describe('Disclosure', () => {
  it('starts closed and opens from its summary', async () => {
    const { container } = render(<Disclosure summary="Who is included?">Drivers and owners.</Disclosure>);
    const details = container.querySelector('details')!;
    expect(details.open).toBe(false);
    await userEvent.click(screen.getByText('Who is included?'));
    expect(details.open).toBe(true);
  });

  it('can start open', () => {
    const { container } = render(
      <Disclosure summary="Who is included?" defaultOpen>
        Drivers and owners.
      </Disclosure>,
    );
    expect(container.querySelector('details')!.open).toBe(true);
  });
});
