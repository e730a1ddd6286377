import { expect, test } from '@playwright/test';
import type { ThemeName } from '#themes/names.ts';
import { everyPageJourneys } from '../e2e/support/everyPageJourneys.ts';
import { PageChecks, type Culture } from '../e2e/support/pageChecks.ts';
import { themeServerOf } from '../e2e/support/themeServers.ts';

const cultures: Culture[] = ['en', 'es'];

/**
 * A phone's screen (390 x 844 CSS px): most claimants file on one, and it is the narrowest window
 * the pages are made for, where a page too wide shows first. The vehicles step is held at a
 * desktop's width too (tests/e2e/automotive-claim.spec.ts).
 */
const phone = { width: 390, height: 844 };

/**
 * Every page of every flow, each state a claimant meets (empty, with its errors, filled in), in
 * English and Spanish, in one theme, on a phone's screen: no page is wider than the screen, axe
 * finds no WCAG 2.1 A/AA violation, and the Spanish pages show no English text of the demo's
 * content. The demo is served with that theme (THEME) by a server of its own, so each theme's walk
 * runs beside the others.
 */
export function everyPageIn(theme: ThemeName): void {
  test.describe(theme, () => {
    test.use({ baseURL: themeServerOf(theme).url, viewport: phone });
    for (const culture of cultures) {
      const language = culture === 'en' ? 'English' : 'Spanish';
      const promise =
        culture === 'en'
          ? 'fits a phone and has no axe violations'
          : 'fits a phone, is all Spanish and has no axe violations';
      for (const journey of everyPageJourneys) {
        test(`${journey.name}: every page ${promise}, in ${language}`, async ({ page }) => {
          test.setTimeout(120_000);
          const checks = new PageChecks(page, culture);
          await journey.walk(page, checks);
          expect(checks.visited.length).toBeGreaterThan(0);
          expect(checks.problems).toEqual([]);
        });
      }
    }
  });
}
