import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Manifest } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaScriptUrls } from '#design-system/CaptchaWidget/CaptchaWidget.tsx';

/**
 * The client's size budgets (performance issue, point 4), in gzip bytes (level 9). Sizes of a build
 * are deterministic, so these are tests. Each step's blocks, the date picker and the modals come in
 * chunks of their own; steps are data (page configs), so a step loads the chunks of the blocks it
 * shows, and each such chunk, with what it imports beyond the entry, has the step budget.
 */
const kilobyte = 1000;
const budgets = {
  /**
   * The entry and what it imports statically, within 130 kB (gzip). The libraries the shell cannot
   * start without take about 84 kB of it (a build's source map, attributed per package): React 19
   * (react-dom, scheduler, jsx runtime) 71.3 kB, Redux Toolkit with immer, reselect and
   * react-redux 12.4 kB, the router (wouter) 1.5 kB; the app, the design system and the rules the
   * start page runs take about 30 kB. What the start page does not show loads later: RTK Query
   * (15.2 kB) with the calls behind sign-in (api/loadClaimkitApi.ts), the later steps' blocks and
   * fields, the masked input, the dialogs and what Next does past the start page; the claim menu,
   * toasts, the calendar and the site pages when reached for. 122.1 kB when RTK Query left it.
   */
  entry: 130 * kilobyte,
  lazyChunk: 25 * kilobyte,
  themeCss: 25 * kilobyte,
};

/**
 * Lazy chunks over 25 kB, each held at what it is until it shrinks. Radix's popper stack (popper,
 * floating-ui, focus scope, scroll lock, dismissable layer) is about 22.6 kB by itself: the claim
 * menu, loaded when the claimant first opens it, has it with Radix's menu. The date field's popover
 * (DatePickerPopover, 24.8 kB) has it with Radix's popover, loaded when the claimant reaches for
 * the calendar, so the date field itself is 3.1 kB (27.1 kB while the popover came with it). The
 * calendar, loaded with the popover, is within the budget since the picker reads its texts itself
 * rather than with date-fns' parse (28.5 kB before, 24.6 kB after): react-day-picker with date-fns'
 * format and its English and Spanish locales, and the time-zone library react-day-picker imports
 * (@date-fns/tz).
 */
const lazyChunkCeilings: Record<string, number> = {
  ClaimMenu: 31.5 * kilobyte,
};

let outDir: string;
let manifest: Manifest;
const read = (file: string) => readFileSync(join(outDir, file));
const gzipSize = (files: Iterable<string>) =>
  [...files].reduce((sum, file) => sum + gzipSync(read(file), { level: 9 }).length, 0);

/** A chunk's key and every chunk it imports statically, transitively. */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}
const filesOf = (keys: Iterable<string>) => [...keys].map((key) => manifest[key]!.file);
const cssOf = (keys: Iterable<string>) => [...keys].flatMap((key) => manifest[key]!.css ?? []);

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'claimkit-budgets-'));
  // Vitest sets NODE_ENV to test, and Vite would then bundle React's development build.
  const nodeEnvironment = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: resolve('vite.config.ts'),
      mode: 'production',
      logLevel: 'error',
      build: { outDir, emptyOutDir: true, sourcemap: false, manifest: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnvironment;
  }
  manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}, 180_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the client bundle', () => {
  const entryKeys = () =>
    new Set(
      Object.keys(manifest)
        .filter((key) => manifest[key]!.isEntry)
        .flatMap((key) => [...staticClosure(key)]),
    );
  /** Each lazily loaded chunk with what it imports that the entry has not brought in. */
  const lazyChunks = () => {
    const entry = entryKeys();
    return Object.keys(manifest)
      .filter((key) => manifest[key]!.isDynamicEntry)
      .map((key) => {
        const own = [...staticClosure(key)].filter((imported) => !entry.has(imported));
        return { key, files: filesOf(own), css: cssOf(own) };
      });
  };

  it('keeps the entry (with its static imports) within 130 kB', () => {
    const size = gzipSize(filesOf(entryKeys()));
    console.table({ entry: { gzipKilobytes: size / kilobyte, budget: budgets.entry / kilobyte } });
    expect(size).toBeLessThanOrEqual(budgets.entry);
  });

  it('keeps each lazily loaded chunk of a step within 25 kB', () => {
    const sizes = lazyChunks().map(({ key, files }) => {
      const chunk = manifest[key]!.name ?? key;
      const budget = lazyChunkCeilings[chunk] ?? budgets.lazyChunk;
      return { chunk, gzipKilobytes: gzipSize(files) / kilobyte, budget: budget / kilobyte };
    });
    console.table(sizes);
    expect(sizes.length).toBeGreaterThan(0);
    expect(sizes.filter((chunk) => chunk.gzipKilobytes > chunk.budget)).toEqual([]);
  });

  it("keeps each theme's CSS within 25 kB", () => {
    // A theme's page loads the entry's stylesheet, the lazy chunks' own, and its theme's stylesheet
    // (its tokens and font faces, theme-stylesheets.json), and no other theme's.
    const entryCss = gzipSize(cssOf(entryKeys()));
    const lazyCss = gzipSize(new Set(lazyChunks().flatMap((chunk) => chunk.css)));
    const themeStylesheets = JSON.parse(read('theme-stylesheets.json').toString('utf8')) as Record<string, string>;
    const sizes = Object.entries(themeStylesheets).map(([theme, href]) => ({
      theme,
      entryGzipKilobytes: entryCss / kilobyte,
      lazyGzipKilobytes: lazyCss / kilobyte,
      themeGzipKilobytes: gzipSize([href.replace(/^\/app\/dist\//, '')]) / kilobyte,
      budget: budgets.themeCss / kilobyte,
    }));
    console.table(sizes);
    expect(sizes).toHaveLength(3);
    expect(
      sizes.filter((size) => size.entryGzipKilobytes + size.lazyGzipKilobytes + size.themeGzipKilobytes > size.budget),
    ).toEqual([]);
  });

  it("leaves the captcha provider's script out of the entry, for the steps that need it to load", () => {
    const urls = Object.values(captchaScriptUrls).map((url) => new URL(url).host);
    const mentions = (files: string[]) =>
      urls.filter((host) => files.some((file) => read(file).toString('utf8').includes(host)));
    const captchaChunk = lazyChunks().find(({ key }) => key.endsWith('SiteCaptcha.tsx'));
    expect([mentions(filesOf(entryKeys())), mentions(captchaChunk?.files ?? [])]).toEqual([[], urls]);
  });
});
