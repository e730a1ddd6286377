import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { storyTest as test } from '../helpers/storyTest.ts';
import { openStory, storiesTagged, themes } from '../helpers/storybook.ts';

/** One line per violation and node, so a failure says what to fix and where. */
function describeViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id}: ${node.failureSummary ?? violation.help} at ${node.target.join(' ')}`,
    ),
  );
}

// axe (WCAG 2.0 and 2.1, levels A and AA, colour contrast included) over every story in every theme.
for (const story of storiesTagged('a11y')) {
  test.describe(`${story.title} / ${story.name}`, () => {
    for (const theme of themes) {
      test(`has no axe violations in ${theme}`, async ({ storyPage: page }) => {
        await openStory(page, story.id, theme);
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        expect(describeViolations(results.violations)).toEqual([]);
      });
    }
  });
}
