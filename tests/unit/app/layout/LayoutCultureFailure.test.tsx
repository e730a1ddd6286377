import { cleanup, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { AtAddress } from '#tests/helpers/AtAddress.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicCallMade } from '#app/api/publicCalls.ts';
import { Layout } from '#app/layout/Layout.tsx';
import { demoSettlement, makeDemoStore } from '../demoSettlement.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The layout after GET /api/cultures answered with `status`. */
async function renderAfterCultures(status: number, culture: 'en' | 'es' = 'en') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status })),
  );
  const store = makeDemoStore(culture);
  await store.dispatch(publicCallMade({ call: 'getCultures' }));
  render(
    <Provider store={store}>
      <AtAddress path={`/?culture=${culture}`}>
        <Layout settlement={demoSettlement} culture={culture}>
          <h1>Page</h1>
        </Layout>
      </AtAddress>
    </Provider>,
  );
}

describe('Layout when the cultures cannot be fetched', () => {
  it('shows the problem text in an error banner', async () => {
    await renderAfterCultures(500);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A problem has occurred during your submission. Please try again.',
    );
  });

  it("links the administrator's email in the banner", async () => {
    await renderAfterCultures(500);
    expect(
      within(await screen.findByRole('alert')).getByRole('link', { name: 'Email: info@northwindsettlement.example' }),
    ).toHaveAttribute('href', 'mailto:info@northwindsettlement.example');
  });

  it('shows the banner in Spanish in Spanish', async () => {
    await renderAfterCultures(500, 'es');
    expect(await screen.findByRole('alert')).toHaveTextContent('Se produjo un problema al procesar su envío.');
  });

  it("shows no banner after a 403, which is ignored, and offers the settlement's languages", async () => {
    await renderAfterCultures(403);
    expect([screen.queryByRole('alert'), screen.getAllByText('Español').length > 0]).toEqual([null, true]);
  });
});
