import { test as base, type Page } from '@playwright/test';

/**
 * A test with a `storyPage`: one browser page per worker, reused from story to story, so the
 * browser keeps Storybook's large bundles cached instead of loading them afresh for every story.
 * It takes the project's `use` options (base URL, viewport, reduced motion).
 */
export const storyTest = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      const options = workerInfo.project.use;
      const context = await browser.newContext({
        baseURL: options.baseURL,
        viewport: options.viewport,
        deviceScaleFactor: options.deviceScaleFactor,
        userAgent: options.userAgent,
        reducedMotion: options.reducedMotion,
        isMobile: options.isMobile,
        hasTouch: options.hasTouch,
      });
      const page = await context.newPage();
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});
