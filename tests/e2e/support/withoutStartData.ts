import type { Page } from '@playwright/test';

const startDataElement = /<script type="application\/json" id="claimkit-start-data">.*?<\/script>/s;

/**
 * Serves this page's documents without the start data the server inlines (server/pages), so the
 * app makes its start-up calls itself, as on a page that has none (Vite's dev server). For the
 * tests of what a failed or refused start-up call shows: with the start data in, none is made.
 */
export async function withoutStartData(page: Page): Promise<void> {
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/app/dist/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const page = await response.text();
      if (!startDataElement.test(page)) throw new Error('The page came without start data: nothing to leave out.');
      await route.fulfill({ response, body: page.replace(startDataElement, '') });
    },
  );
}
