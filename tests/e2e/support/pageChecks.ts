import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

export type Culture = 'en' | 'es';

const demoFolder = join(import.meta.dirname, '..', '..', '..', 'pages-config', 'settlements', 'demo');
const readJson = (path: string): unknown => JSON.parse(readFileSync(join(demoFolder, path), 'utf8'));
const readContent = (culture: Culture) => readJson(`content/${culture}.json`) as Record<string, string>;

/** The demo's texts per culture, as the site shows them. */
export const demoContent: Record<Culture, Record<string, string>> = { en: readContent('en'), es: readContent('es') };

/** A text of the demo in a culture, `{name}` placeholders filled from `values`. */
export function demoText(culture: Culture, key: string, values: Record<string, string | number> = {}): string {
  const template = demoContent[culture][key];
  if (template === undefined) throw new Error(`No demo text ${key}`);
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** `text` as a regular expression matching it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Whole words only: "Model" is English, "Modelo" is Spanish.
const wholeWords = (phrase: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(phrase)}(?![\\p{L}\\p{N}])`, 'u');

/** Every text of the demo's Spanish content, where English the translators kept on purpose shows. */
const spanishTexts = Object.values(demoContent.es).join('\n');

/**
 * The English of the demo that must not show on a Spanish page: every en.json text that differs
 * from its es.json text, as the literal pieces between its placeholders ("{0} was added." gives
 * "was added."). Left out: pieces of one letter or none, which say nothing about the language,
 * and pieces the Spanish texts use too ("Notice ID", kept because the notice is printed in English).
 */
export const englishPhrases: readonly string[] = [
  ...new Set(
    Object.entries(demoContent.en)
      .filter(([key, english]) => key !== '$schema' && english !== demoContent.es[key])
      .flatMap(([, english]) => english.split(/\{\w+\}/))
      .map((piece) => piece.trim())
      .filter((piece) => (piece.match(/\p{L}/gu) ?? []).length > 1 && !wholeWords(piece).test(spanishTexts)),
  ),
];
const phrasePatterns = englishPhrases.map((phrase) => ({ phrase, pattern: wholeWords(phrase) }));

/**
 * The settlement's own names, the same in every language and shown as they are: the case, the
 * court, the administrator's name and mailing address (settlement.json).
 */
interface SettlementNames {
  case: { name: string; number: string; court: string };
  claimsAdministrator: { name: string; mailingAddress: string[] };
}
const settlement = readJson('settlement.json') as SettlementNames;
const settlementNames = [
  settlement.case.name,
  settlement.case.number,
  settlement.case.court,
  settlement.claimsAdministrator.name,
  ...settlement.claimsAdministrator.mailingAddress,
].sort((a, b) => b.length - a.length);

/**
 * What a claimant gets from the page: its title, the text it renders (screen-reader-only text
 * included, hidden text not) and the names and hints held in attributes.
 */
async function textOfPage(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = ['aria-label', 'alt', 'title', 'placeholder'];
    const named = [...document.querySelectorAll(attributes.map((name) => `[${name}]`).join(','))].flatMap((element) =>
      attributes.map((name) => element.getAttribute(name) ?? ''),
    );
    return [document.title, document.body.innerText, ...named].join('\n');
  });
}

/** The demo's English phrases found on the page, outside the settlement's own names. */
export async function englishOnPage(page: Page): Promise<string[]> {
  const text = settlementNames.reduce((remaining, name) => remaining.replaceAll(name, ' '), await textOfPage(page));
  return phrasePatterns.filter(({ pattern }) => pattern.test(text)).map(({ phrase }) => phrase);
}

/** WCAG 2.0 and 2.1, levels A and AA, as the story checks use (tests/a11y). */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core over the whole page, one line per violation and node. The script is injected once per
 * document and kept across the app's own navigations (as tests/a11y does, for speed).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const options: RunOptions = { runOnly: { type: 'tag', values: wcagTags }, resultTypes: ['violations'] };
  const results = await page.evaluate(
    (options) =>
      (window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }).axe.run(
        document,
        options,
      ),
    options,
  );
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id}: ${node.failureSummary ?? violation.help} at ${node.target.join(' ')}`,
    ),
  );
}

/**
 * How wide the page is (the document's scroll width) and the window it shows in. A page wider than
 * its window pans sideways into empty space under the claimant's thumb (issue 21: the vehicles
 * table's visually hidden heading once escaped its scroll box and made the page 1,176 px wide on a
 * 390 px phone).
 */
export async function pageWidths(page: Page): Promise<{ page: number; window: number }> {
  return page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));
}

/**
 * Waits until the page has been still for a quarter of a second (3 s at most): navigating scrolls
 * smoothly to the top (spec §2), which may start a few frames after the new page shows.
 */
export async function untilScrollRests(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const started = performance.now();
    let last = scrollY;
    let stillSince = performance.now();
    while (performance.now() - stillSince < 250 && performance.now() - started < 3_000) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      if (scrollY !== last) stillSince = performance.now();
      last = scrollY;
    }
  });
}

/**
 * Where the page's h1 is on the screen as the page is reached: its top and bottom in the window, and
 * the window's height. On a phone, header, navigation, picture and banner once put every step's
 * heading a screen or more down, so after Next nothing visible changed (issue 21).
 */
export async function headingOnScreen(page: Page): Promise<{ top: number; bottom: number; window: number }> {
  await untilScrollRests(page);
  return page.evaluate(() => {
    const heading = document.querySelector('main h1')?.getBoundingClientRect();
    return { top: heading?.top ?? -1, bottom: heading?.bottom ?? -1, window: window.innerHeight };
  });
}

/**
 * Checks each page (or state of a page) a journey reaches: no wider than the window, axe in every
 * culture, and in Spanish no English of the demo. Problems are gathered, each named by the page, so
 * one run lists them all.
 */
export class PageChecks {
  readonly problems: string[] = [];
  readonly visited: string[] = [];

  private readonly page: Page;
  readonly culture: Culture;

  constructor(page: Page, culture: Culture) {
    this.page = page;
    this.culture = culture;
  }

  async check(label: string): Promise<void> {
    this.visited.push(label);
    const widths = await pageWidths(this.page);
    if (widths.page > widths.window)
      this.problems.push(`${label}: the page is ${widths.page} px wide in a window ${widths.window} px wide`);
    for (const violation of await axeViolations(this.page)) this.problems.push(`${label}: axe ${violation}`);
    if (this.culture === 'en') return;
    for (const phrase of await englishOnPage(this.page)) this.problems.push(`${label}: English "${phrase}"`);
  }

  /** A page just reached (opened, or shown by Next or Back): its heading on the first screen, then `check`. */
  async arrived(label: string): Promise<void> {
    // On a loaded machine the scroll to the top can start after a quarter of a second of stillness:
    // the heading has 5 s to come to rest on the first screen, as it does for the claimant.
    const started = Date.now();
    let heading = await headingOnScreen(this.page);
    const offScreen = () => heading.top < 0 || heading.bottom > heading.window;
    while (offScreen() && Date.now() - started < 5_000) heading = await headingOnScreen(this.page);
    if (offScreen())
      this.problems.push(
        `${label}: the h1 is at ${Math.round(heading.top)}–${Math.round(heading.bottom)} px, off a screen ${heading.window} px tall`,
      );
    await this.check(label);
  }
}
