import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { themeNames } from '#themes/names.ts';

/** Where the built Storybook is served for the visual and accessibility tests. */
export const storybookServer = {
  port: Number(process.env.STORYBOOK_TEST_PORT ?? 6007),
  get url() {
    return `http://127.0.0.1:${this.port}`;
  },
  /** The built Storybook; STORYBOOK_STATIC_DIR points elsewhere (e.g. a private build while others build too). */
  folder: resolve(process.env.STORYBOOK_STATIC_DIR ?? join(import.meta.dirname, '..', '..', 'storybook-static')),
};

export interface StoryEntry {
  id: string;
  title: string;
  name: string;
  tags: string[];
}

/**
 * The stories of the built Storybook (storybook-static/index.json), in a stable order: every
 * story whose tags include `tag` ('visual' or 'a11y'; a story drops one with `tags: ['!visual']`).
 */
export function storiesTagged(tag: 'visual' | 'a11y'): StoryEntry[] {
  const indexFile = join(storybookServer.folder, 'index.json');
  if (!existsSync(indexFile)) {
    throw new Error(`${indexFile} is missing: build Storybook first (npm run storybook:build).`);
  }
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as {
    entries: Record<string, StoryEntry & { type: string }>;
  };
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story' && entry.tags.includes(tag))
    .map(({ id, title, name, tags }) => ({ id, title, name, tags }))
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** The themes every story is checked in. */
export const themes = themeNames;

/** The languages of Storybook's `locale` toolbar global: every story in English, some in Spanish too. */
export type StoryLocale = 'en' | 'es';

/** The tag that has a story checked a second time in Spanish (a meta's tags reach all its stories). */
export const spanishTag = 'locale-es';

/** One story in one language: what a visual or axe test opens in each theme. */
export interface StoryCheck {
  story: StoryEntry;
  locale: StoryLocale;
  /** The test's name for the story: title, name and, when not English, the language. */
  label: string;
  /** The baseline's file name in each theme's folder: `<story id>.png`, `<story id>.es.png` in Spanish. */
  baseline: string;
}

/**
 * The checks of the stories tagged `tag`: each story in English, and each also tagged `locale-es`
 * once more in Spanish, so the page chrome and the text-heavy components are seen in both.
 */
export function storyChecks(tag: 'visual' | 'a11y'): StoryCheck[] {
  return storiesTagged(tag).flatMap((story) => {
    const english: StoryCheck = {
      story,
      locale: 'en',
      label: `${story.title} / ${story.name}`,
      baseline: `${story.id}.png`,
    };
    if (!story.tags.includes(spanishTag)) return [english];
    return [
      english,
      { story, locale: 'es', label: `${story.title} / ${story.name} in Spanish`, baseline: `${story.id}.es.png` },
    ];
  });
}

interface StorybookChannel {
  emit(event: string, payload: unknown): void;
  on(event: string, listener: (payload: unknown) => void): void;
  off(event: string, listener: (payload: unknown) => void): void;
}

/**
 * Switches the already loaded preview to another story and theme through Storybook's own
 * channel (what the manager UI does), which takes a few milliseconds where loading iframe.html
 * afresh takes half a second. Returns false when that did not work; the caller then loads the page.
 */
async function switchInPage(page: Page, id: string, theme: string, locale: StoryLocale): Promise<boolean> {
  if (!page.url().includes('/iframe.html')) return false;
  return page.evaluate(
    async ({ id, theme, locale }) => {
      const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__?: StorybookChannel })
        .__STORYBOOK_ADDONS_CHANNEL__;
      if (!channel) return false;
      const rendered = () =>
        new Promise<boolean>((resolve) => {
          const finish = (ok: boolean) => () => {
            clearTimeout(timer);
            for (const [event, listener] of listeners) channel.off(event, listener);
            resolve(ok);
          };
          const listeners: [string, () => void][] = [
            ['storyRendered', finish(true)],
            ['storyErrored', finish(false)],
            ['storyThrewException', finish(false)],
            ['storyMissing', finish(false)],
          ];
          const timer = setTimeout(finish(false), 5000);
          for (const [event, listener] of listeners) channel.on(event, listener);
        });
      // Setting the story that is already shown renders nothing, so there would be no event to wait for.
      if (new URL(window.location.href).searchParams.get('id') !== id) {
        const storyDone = rendered();
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
        if (!(await storyDone)) return false;
      }
      const root = document.documentElement;
      if (root.dataset.theme !== theme || root.lang !== locale) {
        const globalsDone = rendered();
        channel.emit('updateGlobals', { globals: { theme, locale } });
        if (!(await globalsDone)) return false;
      }
      window.scrollTo(0, 0);
      return root.dataset.theme === theme && root.lang === locale;
    },
    { id, theme, locale },
  );
}

/**
 * Opens one story alone (Storybook's iframe, no manager UI) in one theme and language (English
 * unless told), and waits until it has rendered and every font it uses has loaded, so a
 * screenshot or an axe run sees the final page. The page is reused: after the first story, the
 * next is switched to in place.
 */
export async function openStory(page: Page, id: string, theme: string, locale: StoryLocale = 'en'): Promise<void> {
  if (!(await switchInPage(page, id, theme, locale).catch(() => false))) {
    await page.goto(`/iframe.html?id=${encodeURIComponent(id)}&globals=theme:${theme};locale:${locale}&viewMode=story`);
  }
  // Storybook marks <body> once the story has rendered, or shows its error display instead.
  await page.waitForFunction(() => document.body.className.match(/\bsb-show-(main|errordisplay)\b/) !== null);
  if (await page.locator('body.sb-show-errordisplay').count()) {
    throw new Error(`Story ${id} failed to render: ${await page.locator('#error-message').innerText()}`);
  }
  await page.waitForFunction(
    ({ theme, locale }) => document.documentElement.dataset.theme === theme && document.documentElement.lang === locale,
    { theme, locale },
  );
  await page.evaluate(async () => {
    // Fonts load when text first needs them; ask for the theme's family outright, then wait
    // for every load in flight.
    const family = getComputedStyle(document.body).fontFamily.split(',')[0]?.trim();
    if (family)
      await Promise.all([document.fonts.load(`400 16px ${family}`), document.fonts.load(`700 16px ${family}`)]);
    await document.fonts.ready;
  });
}

/**
 * The part of the page a story covers, from the top: the full width, down to the lowest bottom
 * edge of anything it rendered (portalled menus and dialogs included), at least one pixel. The
 * screenshot is cropped to it, so a small story gives a small picture, quick to take and compare.
 */
export async function storyArea(page: Page): Promise<{ x: number; y: number; width: number; height: number }> {
  return page.evaluate(async () => {
    // Popovers (Radix's popper) take their final place a frame or two after rendering: measure after that.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    let bottom = 1;
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.width > 0 && rect.height > 0) bottom = Math.max(bottom, rect.bottom + window.scrollY);
    }
    const width = document.documentElement.clientWidth;
    // Storybook's padded layout puts 1rem round the story; keep it below too.
    return { x: 0, y: 0, width, height: Math.min(Math.ceil(bottom) + 16, document.documentElement.scrollHeight) };
  });
}
