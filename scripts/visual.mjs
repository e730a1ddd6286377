// `npm run visual`: the visual review. Builds Storybook, screenshots every story in every theme in
// Chromium, compares each picture with its approved baseline (tests/visual/__screenshots__/), and
// writes Playwright's HTML report, which shows baseline, actual and diff side by side.
// `npm run visual:approve` (this script with --approve) accepts the new pictures as baselines
// and removes the baselines of stories that no longer exist.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { log, root, run, runOrExit } from './setup.mjs';

const approve = process.argv.includes('--approve');
const storybookFolder = join(root, 'storybook-static');
const baselines = join(root, 'tests', 'visual', '__screenshots__');
const report = join(root, 'playwright-report', 'index.html');

log('Building Storybook (storybook build)');
runOrExit('storybook', ['build', '--quiet', '--output-dir', storybookFolder]);

log(
  approve
    ? 'Screenshots of every story in every theme, approving changes'
    : 'Comparing every story in every theme with its baseline',
);
const status = run('playwright', ['test', '--project', 'visual', ...(approve ? ['--update-snapshots'] : [])]);

if (approve) {
  // Baselines whose story is gone, or whose story is no longer checked in Spanish (the
  // 'locale-es' tag, tests/helpers/storybook.ts): nothing checks them any more.
  const index = JSON.parse(readFileSync(join(storybookFolder, 'index.json'), 'utf8'));
  const baselineFiles = new Set(
    Object.values(index.entries)
      .filter((entry) => entry.type === 'story')
      .flatMap((entry) => [`${entry.id}.png`, ...(entry.tags.includes('locale-es') ? [`${entry.id}.es.png`] : [])]),
  );
  for (const theme of existsSync(baselines) ? readdirSync(baselines) : []) {
    for (const file of readdirSync(join(baselines, theme))) {
      if (!baselineFiles.has(file)) {
        rmSync(join(baselines, theme, file));
        console.log(`Removed the baseline of a story that no longer exists: ${theme}/${file}`);
      }
    }
  }
}

console.log(`\nReport: ${relative(process.cwd(), report)} — open it with: npx playwright show-report`);
if (status !== 0 && !approve) {
  console.log(
    'Pictures differ from their baselines. Review them in the report; if the change is intended: npm run visual:approve',
  );
} else if (approve) {
  console.log(
    `Baselines updated in ${relative(process.cwd(), baselines)}/; review them with git diff and commit them.`,
  );
}
process.exit(approve ? 0 : status);
