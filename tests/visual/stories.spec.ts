import { expect } from '@playwright/test';
import { storyTest as test } from '../helpers/storyTest.ts';
import { openStory, storyArea, storyChecks, themes } from '../helpers/storybook.ts';

// Every story of the built Storybook in every theme, compared with its committed baseline in
// tests/visual/__screenshots__/<theme>/<story id>.png; stories tagged 'locale-es' once more in
// Spanish, against <story id>.es.png. `npm run visual` runs this and writes the HTML report
// (baseline, actual, diff); `npm run visual:approve` accepts the new pictures.
// One test per story takes its three pictures (soft assertions: every theme is compared even
// when the first differs), which halves the run against one test per picture.
for (const { story, locale, label, baseline } of storyChecks('visual')) {
  test(`${label} looks as approved in every theme`, async ({ storyPage: page }) => {
    for (const theme of themes) {
      await openStory(page, story.id, theme, locale);
      await expect
        .soft(page, `${theme}: ${baseline}`)
        .toHaveScreenshot([theme, baseline], { fullPage: true, clip: await storyArea(page) });
    }
  });
}
