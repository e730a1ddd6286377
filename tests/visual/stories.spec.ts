import { expect } from '@playwright/test';
import { storyTest as test } from '../helpers/storyTest.ts';
import { openStory, storiesTagged, storyArea, themes } from '../helpers/storybook.ts';

// Every story of the built Storybook in every theme, compared with its committed baseline in
// tests/visual/__screenshots__/<theme>/<story id>.png. `npm run visual` runs this and writes the
// HTML report (baseline, actual, diff); `npm run visual:approve` accepts the new pictures.
// One test per story takes its three pictures (soft assertions: every theme is compared even
// when the first differs), which halves the run against one test per picture.
for (const story of storiesTagged('visual')) {
  test(`${story.title} / ${story.name} looks as approved in every theme`, async ({ storyPage: page }) => {
    for (const theme of themes) {
      await openStory(page, story.id, theme);
      await expect
        .soft(page, `${theme}: ${story.id}`)
        .toHaveScreenshot([theme, `${story.id}.png`], { fullPage: true, clip: await storyArea(page) });
    }
  });
}
