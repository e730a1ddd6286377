import { expect } from '@playwright/test';
import { storyTest as test } from '../helpers/storyTest.ts';
import { openStory, storiesTagged, themes } from '../helpers/storybook.ts';

// Every story of the built Storybook in every theme, compared with its committed baseline in
// tests/visual/__screenshots__/<theme>/<story id>.png. `npm run visual` runs this and writes the
// HTML report (baseline, actual, diff); `npm run visual:approve` accepts the new pictures.
for (const story of storiesTagged('visual')) {
  test.describe(`${story.title} / ${story.name}`, () => {
    for (const theme of themes) {
      test(`looks as approved in ${theme}`, async ({ storyPage: page }) => {
        await openStory(page, story.id, theme);
        await expect(page).toHaveScreenshot([theme, `${story.id}.png`], { fullPage: true });
      });
    }
  });
}
