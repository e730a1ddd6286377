import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyComponent } from '#app/lazyComponent.tsx';

afterEach(cleanup);

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A component whose chunk arrives when the test says so. */
function deferred() {
  let arrive: () => void = () => {};
  const arrived = new Promise<typeof Greeting>((resolve) => {
    arrive = () => resolve(Greeting);
  });
  return { component: lazyComponent(() => arrived), arrive };
}

describe('lazyComponent', () => {
  it('shows the Suspense fallback until its chunk is in, then the component', async () => {
    const { component: LazyGreeting, arrive } = deferred();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <LazyGreeting name="Alex" />
      </Suspense>,
    );
    const before = screen.queryByText('Loading') !== null;
    await act(async () => arrive());
    expect([before, await screen.findByText('Hello Alex')]).toEqual([true, expect.anything()]);
  });

  it('renders at once, without the fallback, once preloaded', async () => {
    const { component: LazyGreeting, arrive } = deferred();
    arrive();
    await LazyGreeting.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <LazyGreeting name="Alex" />
      </Suspense>,
    );
    expect([LazyGreeting.isLoaded(), screen.queryByText('Loading'), screen.getByText('Hello Alex')]).toEqual([
      true,
      null,
      expect.anything(),
    ]);
  });
});
